"""spec-017 (formulas): Write x^2 - 1 and then transform it into (x-1)(x+1)."""

from manim import *


class Main(Scene):
    def construct(self):
        a = MathTex("x^2 - 1")
        b = MathTex("(x-1)(x+1)")
        self.play(Write(a))
        self.wait(0.5)
        self.play(ReplacementTransform(a, b))
        self.wait(0.5)
