from manim import *


class TriangleInsideCircleInsideSquare(Scene):
    def construct(self):
        square = Square(side_length=2, color=WHITE)
        circle = Circle(radius=1, color=BLUE)
        triangle = Triangle(color=RED, fill_opacity=0.7)
        triangle.move_to(circle.get_center())
        self.play(Create(square))
        self.play(Create(circle))
        self.play(Create(triangle))
        self.wait()