from manim import *

class TriangleSquareCircle(Scene):
    def construct(self):
        triangle = Triangle(color=RED, fill_opacity=0.5)
        square = Square(color=BLUE, fill_opacity=0.5)
        square.next_to(triangle, RIGHT)
        circle = Circle(color=GREEN, fill_opacity=0.5)  # Added circle
        self.play(Create(triangle))
        self.play(Create(square))
        self.play(triangle.animate.rotate(PI / 2))
        self.play(Transform(triangle, circle))  # Transformed triangle into circle
        self.play(square.animate.move_to(RIGHT * 2 + DOWN * 1))
        self.wait()
