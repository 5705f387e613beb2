"""real-033 (number_lines): Draw a number line from -4 to 4 with a tick at every integer, and put a yellow arrow above the number 2 pointing down at it."""

from manim import *


class Main(Scene):
    def construct(self):
        line = NumberLine(x_range=[-4, 4, 1], length=11, include_numbers=True)
        tip = line.n2p(2) + UP * 0.3
        arrow = Arrow(tip + UP * 1.5, tip, buff=0, color=YELLOW)
        self.play(Create(line))
        self.play(GrowArrow(arrow))
        self.wait(0.5)
