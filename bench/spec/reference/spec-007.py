"""spec-007 (shapes): A yellow square with a smaller blue circle inside it."""

from manim import *


class Main(Scene):
    def construct(self):
        sq = Square(side_length=3, color=YELLOW)
        c = Circle(radius=1, color=BLUE)
        self.play(Create(sq))
        self.play(Create(c))
        self.wait(0.5)
