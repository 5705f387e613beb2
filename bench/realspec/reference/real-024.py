"""real-024 (formulas): Show the formula for the sum 1 + 2 + ... + n = n(n+1)/2 at the top, and under it the example for n = 4: 1 + 2 + 3 + 4 = 10."""

from manim import *


class Main(Scene):
    def construct(self):
        formula = MathTex(r"1 + 2 + \dots + n = \frac{n(n+1)}{2}").to_edge(UP, buff=1)
        example = MathTex("1 + 2 + 3 + 4 = 10").next_to(formula, DOWN, buff=1)
        self.play(Write(formula))
        self.wait(0.5)
        self.play(Write(example))
        self.wait(0.5)
