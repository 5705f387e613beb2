from manim import *


class FractionSimplify(Scene):
    def construct(self):
        start = MathTex(r"\frac{3}{4}", font_size=96)
        equal = MathTex(r"=", font_size=96)
        six = MathTex(r"\frac{6}{8}", font_size=96)
        VGroup(start, equal, six).arrange(RIGHT, buff=0.3)
        self.play(Write(start))
        self.play(Write(equal))
        self.play(Write(six))
        self.wait()