"""spec-047 (charts): Show a table with two rows and two columns of numbers."""

from manim import *


class Main(Scene):
    def construct(self):
        t = IntegerTable([[1, 2], [3, 4]])
        self.play(Create(t))
        self.wait(0.5)
