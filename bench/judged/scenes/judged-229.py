from manim import *


class NumberLineWithDotsAndArrow(Scene):
    def construct(self):
        line = NumberLine(x_range=[-5, 5, 1], length=11, include_numbers=True)
        blue_dot = Dot(line.n2p(-3), color=BLUE)
        red_dot = Dot(line.n2p(4), color=RED)
        arrow = Arrow(blue_dot.get_center(), red_dot.get_center(), color=RED)
        self.play(Create(line))
        self.play(FadeIn(blue_dot), FadeIn(red_dot))
        self.play(Create(arrow))
        self.wait()