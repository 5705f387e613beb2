from manim import *


class NumberLineInterval(Scene):
    def construct(self):
        line = NumberLine(x_range=[-5, 5, 1], length=11, include_numbers=True)
        segment = Line(line.n2p(-2), line.n2p(3), color=BLUE, stroke_width=10)
        hollow = Circle(radius=0.15, color=GREEN, stroke_width=5).move_to(line.n2p(-2))
        filled = Circle(radius=0.12, color=BLUE).move_to(line.n2p(3))
        self.play(Create(line))
        self.play(Create(segment))
        self.play(FadeIn(hollow), Create(filled))
        self.wait()