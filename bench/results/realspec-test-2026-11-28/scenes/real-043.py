from manim import *


class SixNodesInTwoRows(Scene):
    def construct(self):
        vertices = ["a", "b", "c", "d", "e", "f"]
        edges = [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e"), ("e", "f"), ("f", "a")]
        graph = Graph(vertices, edges, layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.play(graph.edges[("a", "b")].animate.set_color(YELLOW))
        self.wait()