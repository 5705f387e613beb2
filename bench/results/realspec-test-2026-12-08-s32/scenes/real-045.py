from manim import *


class GraphSquareMove(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4]
        edges = [(1, 2), (2, 3), (3, 4), (4, 1)]
        layout = {1: [0, 2, 0], 2: [2, 2, 0], 3: [2, -2, 0], 4: [-2, -2, 0]}
        graph = Graph(vertices, edges, layout=layout, labels=True)
        self.play(Create(graph))
        self.wait(0.5)
        self.play(
            graph.edges[(1, 2)].animate.set_color(RED),
            graph.edges[(3, 4)].animate.set_color(RED),
        )
        self.play(
            graph.animate.move_to(RIGHT * 3),
            graph.edges[(1, 2)].animate.stretch(1.5, 0),
            graph.edges[(3, 4)].animate.stretch(1.5, 2),
        )
        self.wait()