"""spec-071 (sequences): Draw a circle, then a square, then a triangle."""

from manim import *


class Main(Scene):
    def construct(self):
        c = Circle().shift(LEFT * 4)
        s = Square()
        t = Triangle().shift(RIGHT * 4)
        self.play(Create(c))
        self.play(Create(s))
        self.play(Create(t))
        self.wait(0.5)
