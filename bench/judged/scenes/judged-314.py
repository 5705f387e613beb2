from manim import *

class RedSquareGreenCircleBlueTriangle(Scene):
    def construct(self):
        square = Square(color=RED, fill_opacity=0.7)
        circle = Circle(color=GREEN, fill_opacity=0.7)
        triangle = Triangle(color=BLUE, fill_opacity=0.7)
        shapes = VGroup(square, circle, triangle).arrange(RIGHT, buff=1)
        self.play(Create(square))
        self.play(square.animate.move_to(RIGHT * 3.5))
        self.play(Create(circle))
        self.play(circle.animate.move_to(RIGHT * 3.5 + RIGHT * 2))
        self.play(Create(triangle))
        self.play(triangle.animate.move_to(RIGHT * 3.5 + RIGHT * 2 + RIGHT * 2))
        self.wait()