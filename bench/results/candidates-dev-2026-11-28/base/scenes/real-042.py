from manim import *


class TreeWithGrandchildren(Scene):
    def construct(self):
        vertices = ["r", "a", "b", "c", "d", "e", "f"]
        edges = [("r", "a"), ("r", "b"), ("r", "c"), ("a", "d"), ("b", "e"), ("c", "f")]
        tree = Graph(vertices, edges, layout="tree", root_vertex="r", layout_scale=3, labels=True)
        self.play(Create(tree))
        self.play(Create(tree.edges[("r", "e")].animate.set_color(YELLOW))  # Add second grandchild
        self.play(Create(tree.edges[("r", "f")].animate.set_color(YELLOW))  # Add third grandchild
        self.wait()