"""spec-019 (formulas): Show three equation steps, 2x + 3 = 7, 2x = 4 and x = 2, each one below the previous."""

from manim import *


class Main(Scene):
    def construct(self):
        s1 = MathTex("2x + 3 = 7").shift(UP * 1.5)
        s2 = MathTex("2x = 4").next_to(s1, DOWN, buff=0.6)
        s3 = MathTex("x = 2").next_to(s2, DOWN, buff=0.6)
        self.play(Write(s1))
        self.play(Write(s2))
        self.play(Write(s3))
        self.wait(0.5)
