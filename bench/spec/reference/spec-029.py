"""spec-029 (number_lines): Draw a number line from 0 to 10."""

from manim import *


class Main(Scene):
    def construct(self):
        nl = NumberLine(x_range=[0, 10, 1], length=10, include_numbers=True)
        self.play(Create(nl))
        self.wait(0.5)
