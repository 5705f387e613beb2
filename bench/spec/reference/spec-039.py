"""spec-039 (graphs): Draw a path graph of four vertices in a row with the title "Path" above it."""

from manim import *


class Main(Scene):
    def construct(self):
        g = Graph([1, 2, 3, 4], [(1, 2), (2, 3), (3, 4)],
                  layout={1: [-3, 0, 0], 2: [-1, 0, 0], 3: [1, 0, 0], 4: [3, 0, 0]})
        title = Text("Path").next_to(g, UP, buff=1)
        self.play(Create(g))
        self.play(Write(title))
        self.wait(0.5)
