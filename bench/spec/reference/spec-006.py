"""spec-006 (shapes): Show four pink squares."""

from manim import *


class Main(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=1.2, color=PINK, fill_opacity=0.6) for _ in range(4)])
        squares.arrange(RIGHT, buff=0.4)
        self.play(Create(squares))
        self.wait(0.5)
