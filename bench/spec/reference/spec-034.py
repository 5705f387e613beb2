"""spec-034 (number_lines): A green dot jumps along a number line from -3 to 3."""

from manim import *


class Main(Scene):
    def construct(self):
        nl = NumberLine(x_range=[-3, 3, 1], length=10, include_numbers=True)
        dot = Dot(nl.n2p(-3), color=GREEN)
        self.play(Create(nl), FadeIn(dot))
        for k in range(-2, 4):
            self.play(dot.animate.move_to(nl.n2p(k)), run_time=0.3)
        self.wait(0.3)
