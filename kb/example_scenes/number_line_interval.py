from manim import *


class NumberLineInterval(Scene):
    """An interval on a number line: a number line from -6 to 6, a thick blue segment along it from -1 to 4, a filled dot at -1 (included) and an open circle at 4 (excluded), and the interval [-1, 4) written above."""

    def construct(self):
        line = NumberLine(x_range=[-6, 6, 1], length=11, include_numbers=True)
        segment = Line(line.n2p(-1), line.n2p(4), color=BLUE, stroke_width=10)
        closed = Dot(line.n2p(-1), radius=0.12, color=BLUE)
        opened = Circle(radius=0.12, color=BLUE, stroke_width=4).move_to(line.n2p(4))
        opened.set_fill(BLACK, opacity=1)
        notation = MathTex("[-1,\\ 4)", color=BLUE).next_to(segment, UP, buff=0.6)
        self.play(Create(line))
        self.play(Create(segment))
        self.play(FadeIn(closed), Create(opened))
        self.play(Write(notation))
        self.wait()
