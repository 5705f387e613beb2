from manim import *

class NumberLineComparison(Scene):
    def construct(self):
        top_line = NumberLine(x_range=[0, 5, 1], length=10, include_numbers=True, color=RED)
        bottom_line = NumberLine(x_range=[0, 5, 1], length=10, include_numbers=True, color=BLUE)
        VGroup(top_line, bottom_line).arrange(DOWN, buff=0.5)
        top_dot = Dot(top_line.n2p(3), color=RED)
        bottom_dot = Dot(bottom_line.n2p(4), color=BLUE)
        self.play(Create(top_line), Create(bottom_line))
        self.play(Create(top_dot), Create(bottom_dot))
        self.wait()
