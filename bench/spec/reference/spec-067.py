"""spec-067 (layout): Show a small square inside a large circle."""

from manim import *


class Main(Scene):
    def construct(self):
        c = Circle(radius=2.5)
        s = Square(side_length=1.5)
        self.play(Create(c))
        self.play(Create(s))
        self.wait(0.5)
