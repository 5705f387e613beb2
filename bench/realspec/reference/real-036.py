"""real-036 (number_lines): Draw two number lines, one above the other, both from 0 to 5; on the top one mark 3 with a red dot and on the bottom one mark 4 with a blue dot."""

from manim import *


class Main(Scene):
    def construct(self):
        top = NumberLine(x_range=[0, 5, 1], length=9, include_numbers=True).shift(UP * 1.5)
        bottom = NumberLine(x_range=[0, 5, 1], length=9, include_numbers=True).shift(DOWN * 1.5)
        red = Dot(top.n2p(3), color=RED, radius=0.12)
        blue = Dot(bottom.n2p(4), color=BLUE, radius=0.12)
        self.play(Create(top), Create(bottom))
        self.play(FadeIn(red), FadeIn(blue))
        self.wait(0.5)
