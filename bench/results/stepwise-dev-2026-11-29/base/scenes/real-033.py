from manim import *

class NumberLineWithArrow(Scene):
    def construct(self):
        line = NumberLine(x_range=[-4, 4, 1], length=10, include_numbers=True)
        arrow = Arrow(line.n2p(2) + UP * 1.5, line.n2p(2) + UP * 0.2, buff=0, color=YELLOW)
        self.play(Create(line))
        self.play(GrowArrow(arrow))
        self.wait()