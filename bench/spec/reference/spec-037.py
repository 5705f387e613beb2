"""spec-037 (graphs): Show a triangle graph: three vertices, each joined to the other two."""

from manim import *


class Main(Scene):
    def construct(self):
        g = Graph([1, 2, 3], [(1, 2), (2, 3), (1, 3)], layout="circular", labels=True)
        self.play(Create(g))
        self.wait(0.5)
