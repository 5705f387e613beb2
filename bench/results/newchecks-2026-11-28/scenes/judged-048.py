from manim import *


class SquareGraphWithEdgeRemoval(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4]
        edges = [(1, 2), (2, 3), (3, 4), (4, 1)]
        graph = Graph(vertices, edges, layout="circular", layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.play(graph[1].animate.set_color(RED))
        self.play(graph[2].animate.scale(1.5))
        self.wait()