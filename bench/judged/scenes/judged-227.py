from manim import *


class FractionReveal(Scene):
    def construct(self):
        left = MathTex(r"\frac{1}{2}", font_size=96)
        plus = MathTex(r"+", font_size=96)
        middle = MathTex(r"\frac{1}{3}", font_size=96)
        right = MathTex(r"=", font_size=96)
        equal = MathTex(r"\frac{5}{6}", font_size=96)
        VGroup(left, plus, middle, right, equal).arrange(RIGHT, buff=0.3)
        self.play(Write(left))
        self.play(Write(plus))
        self.play(Write(middle))
        self.play(Write(right))
        self.play(Write(equal))
        self.wait()