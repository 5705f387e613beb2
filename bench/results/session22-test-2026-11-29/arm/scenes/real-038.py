from manim import *

class NumberLineWithSum(Scene):
    def construct(self):
        line = NumberLine(x_range=[-3, 3, 1], length=10, include_numbers=True)
        arrow_1 = Arrow(start=ORIGIN, end=line.n2p(-2), color=RED)
        arrow_2 = Arrow(start=line.n2p(-2), end=line.n2p(2), color=GREEN)
        sum_text = MathTex(r"-2 + 4 = 2").next_to(line.n2p(0), UP, buff=0.5)
        self.play(Create(line))
        self.play(GrowArrow(arrow_1))
        self.play(GrowArrow(arrow_2))
        self.play(Write(sum_text))
        self.wait()