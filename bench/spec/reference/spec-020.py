"""spec-020 (formulas): Write in green: the sum of 1/n^2 from n = 1 to infinity equals pi^2/6."""

from manim import *


class Main(Scene):
    def construct(self):
        f = MathTex(r"\sum_{n=1}^{\infty} \frac{1}{n^2} = \frac{\pi^2}{6}", color=GREEN)
        self.play(Write(f))
        self.wait(0.5)
