from manim import *

class TriangleWithNumbers(Scene):
    def construct(self):
        # Create the three circles
        circle1 = Circle(radius=1, color=BLUE)
        circle2 = Circle(radius=1, color=RED)
        circle3 = Circle(radius=1, color=GREEN)

        # Arrange the circles
        VGroup(circle1, circle2, circle3).arrange(RIGHT, buff=0.5)

        # Create the lines connecting the circles
        line1 = Line(circle1.get_center(), circle2.get_center())
        line2 = Line(circle2.get_center(), circle3.get_center())
        line3 = Line(circle3.get_center(), circle1.get_center())

        # Create the numbers inside the circles
        label1 = Text("1", font_size=30).move_to(circle1.get_center())
        label2 = Text("2", font_size=30).next_to(label1, DOWN, buff=0.3)
        label3 = Text("3", font_size=30).next_to(label2, DOWN, buff=0.3)

        # Add the objects to the scene
        self.play(Create(circle1), Create(circle2), Create(circle3))
        self.play(Create(line1), Create(line2), Create(line3))
        self.play(Create(label1), Create(label2), Create(label3))

        # Make circle 2 flash
        self.play(FadeOut(circle2), FadeIn(circle2))
        self.wait()
        self.play(Indicate(circle2))
        self.wait()