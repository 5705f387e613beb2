"""spec-031 (number_lines): Show a number line from -5 to 5 with a yellow arrow pointing down at 3."""

from manim import *


class Main(Scene):
    def construct(self):
        nl = NumberLine(x_range=[-5, 5, 1], length=10, include_numbers=True)
        arrow = Arrow(nl.n2p(3) + UP * 2, nl.n2p(3) + UP * 0.3, buff=0, color=YELLOW)
        self.play(Create(nl))
        self.play(GrowArrow(arrow))
        self.wait(0.5)
