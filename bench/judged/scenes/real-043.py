from manim import *


class HighlightTopRow(Scene):
    def construct(self):
        vertices = ["a", "b", "c", "d", "e", "f"]
        edges = [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e"), ("e", "f"), ("f", "a"), ("b", "e")]
        graph = Graph(vertices, edges, layout_scale=2.0, labels=True)
        self.play(Create(graph))
        self.play(graph.vertices[0].animate.set_color(YELLOW))
        self.wait()