"""spec-042 (graphs): Create a graph with 4 vertices and then move it to the left."""

from manim import *


class Main(Scene):
    def construct(self):
        g = Graph([1, 2, 3, 4], [(1, 2), (2, 3), (3, 4), (1, 3)], layout="circular")
        self.play(Create(g))
        self.play(g.animate.shift(LEFT * 4))
        self.wait(0.5)
