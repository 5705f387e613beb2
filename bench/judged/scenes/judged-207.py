from manim import *

class VerticalNumberLine(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 10, 1], length=10, unit_size=1, include_numbers=True, font_size=36)
        arrow = Arrow(ORIGIN, line.n2p(7), color=GREEN)
        self.play(Create(line))
        self.play(arrow.animate.shift(RIGHT * 3))
        self.wait()