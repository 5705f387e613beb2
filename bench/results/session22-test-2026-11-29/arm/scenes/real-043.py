from manim import *


class TopRowPath(Scene):
    def construct(self):
        top_row = [1, 2, 3]
        bottom_row = [4, 5, 6]
        edges = [(u, v) for u in top_row for v in bottom_row]
        graph = Graph(top_row + bottom_row, edges, layout="circular", layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.play(graph.vertices[1].animate.set_color(RED))
        self.play(graph[3].animate.scale(1.5))
        self.play(graph[5].animate.set_color(YELLOW))
        self.wait()