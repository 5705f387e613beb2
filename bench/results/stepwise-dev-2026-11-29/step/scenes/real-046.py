# Description: Edit: make the outer nodes appear one by one.
from manim import *


class StarNetwork(Scene):
    def construct(self):
        centre = Circle(color=BLUE)
        outer_nodes = [Dot(color=GREY) for _ in range(5)]
        for node in outer_nodes:
            self.play(Create(node))
        edges = [(centre, node) for node in outer_nodes]
        graph = Graph([centre] + outer_nodes, edges, layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.wait()