"""real-045 (graphs): Create a graph of four nodes in a square with both diagonals as edges, then move one corner node outwards and let its edges stretch with it."""

from manim import *


class Main(Scene):
    def construct(self):
        pos = {1: [-1.5, 1.5, 0], 2: [1.5, 1.5, 0], 3: [1.5, -1.5, 0], 4: [-1.5, -1.5, 0]}
        edges = [(1, 2), (2, 3), (3, 4), (4, 1), (1, 3), (2, 4)]
        g = Graph([1, 2, 3, 4], edges, layout=pos, vertex_config={"radius": 0.2})
        self.play(Create(g))
        self.wait(0.3)
        self.play(g[2].animate.move_to([3.5, 2.8, 0]))
        self.wait(0.5)
