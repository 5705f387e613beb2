"""spec-064 (layout): Put a circle on the left and a square on the right."""

from manim import *


class Main(Scene):
    def construct(self):
        c = Circle().shift(LEFT * 3)
        s = Square().shift(RIGHT * 3)
        self.play(Create(c), Create(s))
        self.wait(0.5)
