from manim import *

class NumberLineHighlight(Scene):
    def construct(self):
        line = NumberLine(x_range=[-5, 5, 1], length=11, include_numbers=True)
        segment = Line(line.n2p(-2), line.n2p(3), color=YELLOW, stroke_width=10)
        self.play(Create(line))
        self.play(Create(segment))
        self.wait()