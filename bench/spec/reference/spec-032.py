"""spec-032 (number_lines): Draw two number lines, one above the other."""

from manim import *


class Main(Scene):
    def construct(self):
        top = NumberLine(x_range=[0, 5, 1], length=8).shift(UP * 1.5)
        bottom = NumberLine(x_range=[0, 10, 1], length=8).shift(DOWN * 1.5)
        self.play(Create(top), Create(bottom))
        self.wait(0.5)
