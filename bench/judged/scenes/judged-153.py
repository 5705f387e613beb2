from manim import *


class TriangleSquarePentagon(Scene):
    def construct(self):
        triangle = Triangle(color=BLUE, fill_opacity=0.5)
        self.play(Create(triangle))
        square = Square(color=RED, fill_opacity=0.5)
        self.play(ReplacementTransform(triangle, square))
        pentagon = RegularPolygon(color=GREEN, fill_opacity=0.5).move_to(RIGHT * 2)
        self.play(ReplacementTransform(square, pentagon))
        self.wait()