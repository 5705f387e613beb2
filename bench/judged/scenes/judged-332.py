from manim import *


class TriangleGraph(Scene):
    def construct(self):
        vertices = [1, 2, 3]
        edges = [(1, 2), (2, 3), (3, 1)]
        layout = {1: [-3, -1.5, 0], 2: [0, 2, 0], 3: [0, -1.5, 0]}
        graph = Graph(vertices, edges, layout=layout, labels=True)
        self.play(Create(graph))
        self.wait(0.5)
        self.play(graph.animate.set_vertex_color(2, GREEN))
        self.wait()