"""real-047 (graphs): Show a graph of four nodes in a line, A - B - C - D, and then remove node D together with its edge."""

from manim import *


class Main(Scene):
    def construct(self):
        g = Graph(["A", "B", "C", "D"], [("A", "B"), ("B", "C"), ("C", "D")], labels=True,
                  layout={"A": [-4.5, 0, 0], "B": [-1.5, 0, 0], "C": [1.5, 0, 0], "D": [4.5, 0, 0]},
                  vertex_config={"radius": 0.35})
        self.play(Create(g))
        self.wait(0.5)
        self.play(g.animate.remove_vertices("D"))
        self.wait(0.5)
