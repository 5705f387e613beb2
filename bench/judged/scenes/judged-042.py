from manim import *

class BinaryTreeExample(Scene):
    def construct(self):
        vertices = ["r", "a", "b", "c", "d", "e", "f"]
        edges = [("r", "a"), ("r", "b"), ("a", "c"), ("a", "d"), ("b", "e"), ("b", "f")]
        tree = Graph(vertices, edges, layout="tree", root_vertex="r", layout_scale=3, labels=True)
        self.play(Create(tree))
        self.play(tree.edges[("b", "e")].animate.set_color(RED))
        self.wait()