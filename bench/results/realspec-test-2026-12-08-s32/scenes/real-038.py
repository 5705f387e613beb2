from manim import *

class NumberLineSum(Scene):
    def construct(self):
        line = NumberLine(x_range=[-3, 3, 1], length=10, include_numbers=True)
        red_arrow = Arrow(line.n2p(0), line.n2p(-2), buff=0, color=RED)
        green_arrow = Arrow(line.n2p(-2), line.n2p(2), buff=0, color=GREEN)
        sum_label = MathTex("-2 + 4 = 2", color=GREEN, font_size=60).next_to(green_arrow, UP, buff=0.6)
        self.play(Create(line))
        self.play(GrowArrow(red_arrow))
        self.play(GrowArrow(green_arrow))
        self.play(Write(sum_label))
        self.wait()