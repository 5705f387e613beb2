from manim import *

class TriangleOfCircles(Scene):
    def construct(self):
        circle1 = Circle(color=BLUE)
        circle2 = Circle(color=GREEN)
        circle3 = Circle(color=RED)

        triangle = VGroup(circle1, circle2, circle3)
        triangle.set_color(WHITE)
        triangle.scale(0.5)
        triangle.to_edge(UP)
        triangle.shift(DOWN * 2)  # Shift the triangle down
        triangle.to_edge(LEFT)    # Shift the triangle to the left
        triangle.to_edge(RIGHT)   # Shift the triangle to the right
        for circle in triangle:
            circle.set_fill_color(BLUE)  # Set the fill color of the circle to BLUE
            circle.set_stroke_color(BLUE)  # Set the stroke color of the circle to BLUE
            self.play(Write(Text("1").next_to(circle, RIGHT).align_to(triangle, RIGHT)))  # Write the text "1" above the circle
            self.play(Write(Text("2").next_to(circle, DOWN).align_to(triangle, DOWN)))  # Write the text "2" below the circle
            self.play(Write(Text("3").next_to(circle, LEFT).align_to(triangle, LEFT)))  # Write the text "3" to the left of the circle
            self.play(Indicate(circle2))  # Indicate circle 2
        triangle.set_fill_color(WHITE)  # Set the fill color of the triangle to WHITE
        triangle.set_stroke_color(WHITE)  # Set the stroke color of the triangle to WHITE

        line1 = Line(circle1.get_center(), circle2.get_center())
        line2 = Line(circle2.get_center(), circle3.get_center())
        line3 = Line(circle3.get_center(), circle1.get_center())

        self.play(Create(line1))
        self.play(Create(line2))
        self.play(Create(line3))
        self.wait()