from manim import *

class NumberLineInterval(Scene):
    def construct(self):
        line = NumberLine(x_range=[-5, 5, 1], length=11, include_numbers=True)
        segment = Line(line.n2p(-2), line.n2p(3), color=BLUE, stroke_width=10)
        closed = Dot(line.n2p(-2), radius=0.12, color=BLUE)
        opened = Circle(radius=0.12, color=BLUE, stroke_width=4).move_to(line.n2p(3))
        opened.set_fill(BLACK, opacity=1)
        notation = MathTex("[-2,\\ 3)", color=BLUE).next_to(segment, UP, buff=0.6)
        self.play(Create(line))
        self.play(Create(segment))
        self.play(FadeIn(closed), Create(opened))
        self.play(Write(notation))
        self.wait()