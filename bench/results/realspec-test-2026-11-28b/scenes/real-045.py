from manim import *

class SquareGraphWithDiagonals(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4]
        edges = [(1, 2), (2, 3), (3, 4), (4, 1), (1, 3), (2, 4)]
        graph = Graph(vertices, edges, layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.wait(0.5)
        # Arrange the LabeledDots
        dots = VGroup(*graph).arrange(RIGHT, buff=0.5)
        # Move the corner node outwards and stretch its edges
        corner_node = dots[0]
        corner_node.move_to(RIGHT * 2 + UP * 2)
        corner_node.set_color(BLUE)
        corner_node.scale(1.5)
        corner_node.set_edge_color(BLUE)
        self.play(corner_node.animate.move_to(RIGHT * 2 + UP * 2))
        self.play(corner_node.animate.scale(1.5))
        self.wait()