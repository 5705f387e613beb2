"""spec-073 (sequences): A square and a circle appear at the same time."""

from manim import *


class Main(Scene):
    def construct(self):
        s = Square().shift(LEFT * 2)
        c = Circle().shift(RIGHT * 2)
        self.play(Create(s), Create(c))
        self.wait(0.5)
