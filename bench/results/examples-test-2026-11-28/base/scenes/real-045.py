from manim import *


class SquareGraphWithDiagonals(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4]
        edges = [(1, 2), (2, 3), (3, 4), (4, 1), (1, 3), (2, 4)]
        graph = Graph(vertices, edges, layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.wait(0.5)
        self.play(graph[1].animate.move_to(RIGHT * 2 + UP * 2))
        self.play(graph[2].animate.move_to(RIGHT * 2 + UP * 2))
        self.play(graph[3].animate.move_to(RIGHT * 2 + UP * 2))
        self.play(graph[4].animate.move_to(RIGHT * 2 + UP * 2))
        self.wait()