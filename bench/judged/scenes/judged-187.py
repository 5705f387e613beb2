from manim import *

class NumberLineWithFractions(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 1, 0.25], length=10, include_numbers=True)
        red_dot_1 = Dot(line.n2p(0.25), color=RED)
        red_dot_2 = Dot(line.n2p(0.5), color=RED)
        red_dot_3 = Dot(line.n2p(0.75), color=RED)
        self.play(Create(line))
        self.play(Create(red_dot_1), Create(red_dot_2), Create(red_dot_3))
        self.play(Write(MathTex(r"\frac{1}{4}", color=RED).next_to(red_dot_1, UP, buff=0.5)))
        self.play(Write(MathTex(r"\frac{1}{2}", color=RED).next_to(red_dot_2, UP, buff=0.5)))
        self.play(Write(MathTex(r"\frac{3}{4}", color=RED).next_to(red_dot_3, UP, buff=0.5)))
        self.wait()