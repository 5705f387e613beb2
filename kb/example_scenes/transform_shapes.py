from manim import *


class TransformShapes(Scene):
    """A square transforms (morphs) into a circle and then into a triangle, using ReplacementTransform."""

    def construct(self):
        square = Square(color=BLUE, fill_opacity=0.5)
        circle = Circle(color=RED, fill_opacity=0.5)
        triangle = Triangle(color=GREEN, fill_opacity=0.5)
        self.play(Create(square))
        self.play(ReplacementTransform(square, circle))
        self.play(ReplacementTransform(circle, triangle))
        self.wait()
