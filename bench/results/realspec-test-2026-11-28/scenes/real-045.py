from manim import *

class GraphWithDiagonals(Scene):
    def construct(self):
        vertices = ["A", "B", "C", "D"]
        edges = [("A", "B"), ("A", "C"), ("A", "D"), ("B", "C"), ("B", "D"), ("C", "D")]

        graph = Graph(vertices, edges, layout_scale=1.5)
        self.play(Create(graph))
        self.play(graph.vertices[0].animate.move_to(LEFT * 2 + DOWN * 2))
        self.play(graph[1].animate.scale(1.2))
        self.play(graph[2].animate.scale(1.2))
        self.play(graph[3].animate.scale(1.2))
        self.wait()