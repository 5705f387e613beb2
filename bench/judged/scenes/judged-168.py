from manim import *


class TreeGraphWithRoot(Scene):
    def construct(self):
        vertices = ["r", "a", "b", "c", "d", "e", "f"]
        edges = [("r", "a"), ("r", "b"), ("a", "e"), ("a", "f"), ("b", "c"), ("b", "d")]
        tree = Graph(vertices, edges, layout="tree", root_vertex="r", layout_scale=3, labels=True)
        self.play(Create(tree))
        self.play(tree.edges[("r", "a")].animate.set_color(YELLOW))
        self.play(tree.edges[("r", "b")].animate.set_color(YELLOW))
        self.play(tree.edges[("a", "e")].animate.set_color(GREEN))
        self.play(tree.edges[("a", "f")].animate.set_color(GREEN))
        self.wait()