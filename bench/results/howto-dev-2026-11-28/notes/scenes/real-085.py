from manim import *

class TriangleSquareCircle(Scene):
    def construct(self):
        triangle = Triangle(color=RED, fill_opacity=0.5)
        square = Square(color=BLUE, fill_opacity=0.5)
        self.play(Create(triangle))
        self.play(Create(square))
        self.play(triangle.animate.rotate(PI / 2), square.animate.move_to(RIGHT * 2 + DOWN))
        self.play(Transform(triangle, Circle(color=BLUE, fill_opacity=0.5)))
        self.wait()