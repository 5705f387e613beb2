"""spec-035 (number_lines): Draw a number line, then write the label "x = 4" above the point 4."""

from manim import *


class Main(Scene):
    def construct(self):
        nl = NumberLine(x_range=[0, 6, 1], length=10, include_numbers=True)
        label = MathTex("x = 4").next_to(nl.n2p(4), UP, buff=0.5)
        self.play(Create(nl))
        self.play(Write(label))
        self.wait(0.5)
