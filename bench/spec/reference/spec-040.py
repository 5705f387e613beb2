"""spec-040 (graphs): Draw a directed graph with three vertices and arrows between them."""

from manim import *


class Main(Scene):
    def construct(self):
        g = DiGraph([1, 2, 3], [(1, 2), (2, 3), (3, 1)], layout="circular", layout_scale=2)
        self.play(Create(g))
        self.wait(0.5)
