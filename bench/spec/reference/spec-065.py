"""spec-065 (layout): Draw a triangle above a rectangle."""

from manim import *


class Main(Scene):
    def construct(self):
        rect = Rectangle(width=3, height=1.5).shift(DOWN)
        tri = Triangle().next_to(rect, UP)
        self.play(Create(rect), Create(tri))
        self.wait(0.5)
