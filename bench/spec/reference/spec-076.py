"""spec-076 (sequences): A square transforms into a circle."""

from manim import *


class Main(Scene):
    def construct(self):
        s = Square()
        c = Circle()
        self.play(Create(s))
        self.play(ReplacementTransform(s, c))
        self.wait(0.5)
