from manim import *


class TriangleGraphWithRedNode(Scene):
    def construct(self):
        vertices = ["A", "B", "C"]
        edges = [("A", "B"), ("B", "C"), ("C", "A")]
        layout = {
            "A": [-3, -1.5, 0],
            "B": [0, 2, 0],
            "C": [0, -1.5, 0],
        }
        graph = Graph(vertices, edges, layout=layout, labels=True)
        self.play(Create(graph))
        self.play(graph["A"].animate.set_fill(RED, family=False))
        self.wait()