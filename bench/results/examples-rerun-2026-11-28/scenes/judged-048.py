from manim import *


class SquareGraphRemoveEdge(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4]
        edges = [(1, 2), (2, 3), (3, 4), (4, 1)]
        layout = {1: LEFT * 3, 2: UP * 1.5, 3: RIGHT * 3, 4: LEFT * 1}
        graph = Graph(vertices, edges, layout=layout, labels=True)
        self.play(Create(graph))
        self.wait(0.5)
        self.play(graph.edges[(1, 2)].animate.set_color(RED))
        self.play(graph.animate.remove_edges((1, 2)))
        self.wait()