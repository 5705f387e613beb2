from manim import *


class GraphMoveCorner(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4]
        edges = [(1, 2), (2, 3), (3, 4), (4, 1)]
        layout = {1: [-2, 2, 0], 2: [2, 2, 0], 3: [2, -2, 0], 4: [-2, -2, 0]}
        graph = Graph(vertices, edges, layout=layout, labels=True)
        self.play(Create(graph))
        self.wait(0.5)
        corner_node = graph.nodes[1]
        corner_node.move_to(RIGHT)
        self.play(corner_node.animate.scale(2))
        self.wait()