from manim import *


class HexagonGraph(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4, 5, 6]
        edges = [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 1), (2, 4)]
        graph = Graph(vertices, edges, layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.play(graph.vertices[1].animate.set_color(GREEN))
        self.play(graph.vertices[4].animate.set_color(GREEN))
        self.wait()