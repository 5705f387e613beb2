"""spec-001 (shapes): Draw a red circle."""

from manim import *


class Main(Scene):
    def construct(self):
        c = Circle(color=RED)
        self.play(Create(c))
        self.wait(0.5)
