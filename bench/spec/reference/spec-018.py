"""spec-018 (formulas): Show the quadratic formula."""

from manim import *


class Main(Scene):
    def construct(self):
        f = MathTex(r"x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}")
        self.play(Write(f))
        self.wait(0.5)
