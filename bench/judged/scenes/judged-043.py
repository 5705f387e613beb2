from manim import *


class CompleteGraph(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4]
        edges = [(i, j) for i in vertices for j in vertices if i != j]
        graph = Graph(vertices, edges, labels=True)
        self.play(Create(graph))
        self.wait()