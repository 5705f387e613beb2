from manim import *


class LeftRightGraph(Scene):
    def construct(self):
        left = [1, 2, 3]
        right = [4, 5, 6]
        edges = [(u, v) for u in left for v in right]
        graph = Graph(left + right, edges, layout="circular", layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.wait()