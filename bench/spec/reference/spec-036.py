"""spec-036 (graphs): Draw a graph with 4 vertices connected in a cycle."""

from manim import *


class Main(Scene):
    def construct(self):
        g = Graph([1, 2, 3, 4], [(1, 2), (2, 3), (3, 4), (4, 1)], layout="circular")
        self.play(Create(g))
        self.wait(0.5)
