"""spec-030 (number_lines): Draw a number line and a red dot that moves from 0 to 5 on it."""

from manim import *


class Main(Scene):
    def construct(self):
        nl = NumberLine(x_range=[0, 6, 1], length=10, include_numbers=True)
        dot = Dot(nl.n2p(0), color=RED)
        self.play(Create(nl))
        self.play(FadeIn(dot))
        self.play(dot.animate.move_to(nl.n2p(5)), run_time=2)
        self.wait(0.5)
