"""real-018 (formulas): Expand (a + b)^2: write it at the top, then (a + b)(a + b) below, then a^2 + 2ab + b^2 below that, each line appearing after the previous one."""

from manim import *


class Main(Scene):
    def construct(self):
        lines = VGroup(
            MathTex("(a + b)^2"),
            MathTex("= (a + b)(a + b)"),
            MathTex("= a^2 + 2ab + b^2"),
        ).arrange(DOWN, buff=0.6)
        for line in lines:
            self.play(Write(line))
            self.wait(0.3)
        self.wait(0.5)
