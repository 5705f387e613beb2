from manim import *

class SquareGraphWithDiagonals(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4]
        edges = [(1, 2), (2, 3), (3, 4), (4, 1), (1, 3), (2, 4)]
        layout = {1: [-2, 2, 0], 2: [2, 2, 0], 3: [2, -2, 0], 4: [-2, -2, 0]}
        graph = Graph(vertices, edges, layout=layout, labels=True)
        square = Square(side_length=2)
        self.play(Create(square))
        self.play(square.animate.move_to(ORIGIN))
        self.play(
            graph.animate.move_to(ORIGIN),
            graph.edges[(1, 2)].animate.set_color(RED),
            graph.edges[(2, 3)].animate.set_color(RED),
            graph.edges[(3, 4)].animate.set_color(RED),
            graph.edges[(4, 1)].animate.set_color(RED),
            graph.edges[(1, 3)].animate.set_color(RED),
            graph.edges[(2, 4)].animate.set_color(RED),
        )
        self.wait()