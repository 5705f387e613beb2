"""spec-033 (number_lines): Show a number line and mark the points 1, 2 and 3 with three blue dots."""

from manim import *


class Main(Scene):
    def construct(self):
        nl = NumberLine(x_range=[0, 4, 1], length=8, include_numbers=True)
        dots = VGroup(*[Dot(nl.n2p(k), color=BLUE) for k in (1, 2, 3)])
        self.play(Create(nl))
        self.play(FadeIn(dots))
        self.wait(0.5)
