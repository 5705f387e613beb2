from manim import *


class PulseGraph(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4]
        edges = [(1, 2), (2, 3), (3, 4), (4, 1)]
        graph = Graph(vertices, edges, layout="circular", layout_scale=2.5, labels=True)
        self.play(Create(graph))
        leftmost_node = graph.vertices[0]
        self.play(Pulse(leftmost_node, color=ORANGE))
        self.play(Pulse(leftmost_node, color=RED).shift(RIGHT))
        self.wait()