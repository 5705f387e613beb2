"""real-038 (number_lines): Draw a number line from -3 to 3 and show -2 + 4 = 2 by drawing an arrow from 0 to -2 in red and then an arrow from -2 to 2 in green, with the sum written above the line."""

from manim import *


class Main(Scene):
    def construct(self):
        line = NumberLine(x_range=[-3, 3, 1], length=10, include_numbers=True).shift(DOWN)
        red = Arrow(line.n2p(0) + UP * 0.4, line.n2p(-2) + UP * 0.4, buff=0, color=RED)
        green = Arrow(line.n2p(-2) + UP * 0.9, line.n2p(2) + UP * 0.9, buff=0, color=GREEN)
        total = MathTex("-2 + 4 = 2").shift(UP * 2)
        self.play(Create(line))
        self.play(GrowArrow(red))
        self.play(GrowArrow(green))
        self.play(Write(total))
        self.wait(0.5)
