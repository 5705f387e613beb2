from manim import *


class TreeGraph(Scene):
    """A tree graph: a root node with children in a tree layout, drawn, then a new edge highlighted in yellow."""

    def construct(self):
        vertices = ["r", "a", "b", "c", "d"]
        edges = [("r", "a"), ("r", "b"), ("a", "c"), ("a", "d")]
        tree = Graph(vertices, edges, layout="tree", root_vertex="r", layout_scale=3, labels=True)
        self.play(Create(tree))
        self.play(tree.edges[("a", "c")].animate.set_color(YELLOW))
        self.wait()
