"""real-042 (graphs): Show a tree with a root node at the top and three child nodes in a row below it, each joined to the root by a line, then add two grandchildren under the middle child."""

from manim import *


class Main(Scene):
    def construct(self):
        layout = {"r": [0, 2.5, 0], "a": [-3, 0.5, 0], "b": [0, 0.5, 0], "c": [3, 0.5, 0]}
        tree = Graph(["r", "a", "b", "c"], [("r", "a"), ("r", "b"), ("r", "c")], layout=layout,
                     vertex_config={"radius": 0.25})
        self.play(Create(tree))
        self.wait(0.5)
        self.play(tree.animate.add_vertices("d", "e", positions={"d": [-1, -1.5, 0], "e": [1, -1.5, 0]}))
        self.play(tree.animate.add_edges(("b", "d"), ("b", "e")))
        self.wait(0.5)
