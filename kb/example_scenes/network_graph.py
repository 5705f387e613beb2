from manim import *


class NetworkGraph(Scene):
    """A graph (network) of five nodes connected by edges in a circular layout with vertex labels, then one node is highlighted."""

    def construct(self):
        vertices = [1, 2, 3, 4, 5]
        edges = [(1, 2), (2, 3), (3, 4), (4, 5), (5, 1), (1, 3)]
        graph = Graph(vertices, edges, layout="circular", layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.play(graph.vertices[1].animate.set_color(RED))
        self.play(graph[3].animate.scale(1.5))
        self.wait()
