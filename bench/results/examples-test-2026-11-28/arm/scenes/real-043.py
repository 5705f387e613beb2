from manim import *


class SixNodes(Scene):
    def construct(self):
        left = [1, 2, 3]
        right = [4, 5, 6]
        edges = [(u, v) for u in left for v in right]
        graph = Graph(left + right, edges, layout="circular", layout_scale=2, labels=True)
        self.play(Create(graph))
        self.play(graph.vertices[1].animate.set_color(YELLOW))
        self.play(graph.vertices[2].animate.set_color(YELLOW))
        self.play(graph.vertices[3].animate.set_color(YELLOW))
        self.wait()