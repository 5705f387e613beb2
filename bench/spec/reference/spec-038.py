"""spec-038 (graphs): Draw a graph with five vertices, then draw a red circle around the whole graph."""

from manim import *


class Main(Scene):
    def construct(self):
        g = Graph([1, 2, 3, 4, 5], [(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)], layout="circular", layout_scale=1.5)
        ring = Circle(radius=2.5, color=RED)
        self.play(Create(g))
        self.play(Create(ring))
        self.wait(0.5)
