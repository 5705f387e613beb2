from manim import *

class NumberLineAboveEachOther(Scene):
    def construct(self):
        line_top = NumberLine(x_range=[0, 5, 1], length=10, include_numbers=True, color=BLUE)
        line_bottom = NumberLine(x_range=[0, 5, 1], length=10, include_numbers=True, color=RED)
        dot_top = Dot(line_top.n2p(3), radius=0.15, color=RED)
        dot_bottom = Dot(line_bottom.n2p(4), radius=0.15, color=BLUE)
        line_group = VGroup(line_top, line_bottom).arrange(DOWN, buff=0.5)
        self.play(Create(line_group))
        self.play(Create(dot_top), Create(dot_bottom))
        self.wait()