"""real-017 (formulas): Solve 3x - 5 = 10 step by step: write 3x = 15 under it and then x = 5 under that, and draw a box around the final answer."""

from manim import *


class Main(Scene):
    def construct(self):
        s1 = MathTex("3x - 5 = 10").shift(UP * 1.5)
        s2 = MathTex("3x = 15").next_to(s1, DOWN, buff=0.6)
        s3 = MathTex("x = 5").next_to(s2, DOWN, buff=0.6)
        self.play(Write(s1))
        self.play(Write(s2))
        self.play(Write(s3))
        box = SurroundingRectangle(s3, color=YELLOW)
        self.play(Create(box))
        self.wait(0.5)
