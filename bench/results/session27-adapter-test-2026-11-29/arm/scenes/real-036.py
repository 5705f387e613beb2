from manim import *

class NumberLineExample(Scene):
    def construct(self):
        line_top = NumberLine(x_range=[0, 5, 1], length=10, include_numbers=True)
        line_bottom = NumberLine(x_range=[0, 5, 1], length=10, include_numbers=True)
        dot_top = Dot(line_top.n2p(3), color=RED)
        dot_bottom = Dot(line_bottom.n2p(4), color=BLUE)
        self.play(Create(line_top), Create(line_bottom))
        self.play(Create(dot_top), Create(dot_bottom))
        self.wait()