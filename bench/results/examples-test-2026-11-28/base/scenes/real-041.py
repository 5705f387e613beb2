from manim import *


class RingNetwork(Scene):
    def construct(self):
        vertices = ['A', 'B', 'C', 'D', 'E']
        edges = [('A', 'B'), ('B', 'C'), ('C', 'D'), ('D', 'E'), ('E', 'A')]
        graph = Graph(vertices, edges, layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.play(graph.vertices['C'].animate.set_color(RED))
        self.wait()