"""real-035 (number_lines): Draw a number line from -5 to 5 and mark the interval from -2 to 3 with a thick blue segment, with an open circle at -2 and a filled circle at 3."""

from manim import *


class Main(Scene):
    def construct(self):
        line = NumberLine(x_range=[-5, 5, 1], length=11, include_numbers=True)
        seg = Line(line.n2p(-2), line.n2p(3), color=BLUE, stroke_width=10)
        open_end = Circle(radius=0.13, color=BLUE, fill_color=BLACK, fill_opacity=1, stroke_width=4).move_to(line.n2p(-2))
        closed_end = Circle(radius=0.13, color=BLUE, fill_opacity=1).move_to(line.n2p(3))
        self.play(Create(line))
        self.play(Create(seg))
        self.play(FadeIn(open_end), FadeIn(closed_end))
        self.wait(0.5)
