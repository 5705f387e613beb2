from manim import *


class RingNetwork(Scene):
    def construct(self):
        vertices = ["A", "B", "C", "D", "E"]
        edges = [("A", "B"), ("B", "C"), ("C", "D"), ("D", "E"), ("E", "A")]
        layout = {
            "A": [-1, 0, 0],
            "B": [-2, 0, 0],
            "C": [0, 0, 0],
            "D": [1, 0, 0],
            "E": [2, 0, 0],
        }
        graph = Graph(vertices, edges, layout=layout, labels=True)
        self.play(Create(graph))
        self.play(graph.vertices[2].animate.set_color(RED))
        self.wait()