"""real-020 (formulas): Show the fraction 1/2 + 1/3 and transform it into 5/6, then write the word "simplified" in green to the right of the result."""

from manim import *


class Main(Scene):
    def construct(self):
        expr = MathTex(r"\frac{1}{2} + \frac{1}{3}", font_size=72)
        result = MathTex(r"\frac{5}{6}", font_size=72)
        self.play(Write(expr))
        self.wait(0.5)
        self.play(Transform(expr, result))
        word = Text("simplified", color=GREEN).next_to(expr, RIGHT, buff=0.6)
        self.play(FadeIn(word))
        self.wait(0.5)
