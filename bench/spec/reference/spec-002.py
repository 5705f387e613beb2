"""spec-002 (shapes): Show a blue square and a yellow triangle."""

from manim import *


class Main(Scene):
    def construct(self):
        sq = Square(color=BLUE).shift(LEFT * 2)
        tri = Triangle(color=YELLOW).shift(RIGHT * 2)
        self.play(Create(sq), Create(tri))
        self.wait(0.5)
