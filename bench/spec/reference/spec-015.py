"""spec-015 (formulas): Write the formula E = mc^2 in the center."""

from manim import *


class Main(Scene):
    def construct(self):
        f = MathTex("E = mc^2")
        self.play(Write(f))
        self.wait(0.5)
