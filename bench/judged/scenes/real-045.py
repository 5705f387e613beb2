from manim import *

class GraphWithDiagonals(Scene):
    def construct(self):
        vertices = ["A", "B", "C", "D"]
        edges = [("A", "B"), ("A", "C"), ("A", "D"), ("B", "C"), ("B", "D"), ("C", "D")]

        graph = Graph(vertices, edges, layout_scale=1.5)
        self.play(Create(graph))
        self.wait(2)

        # Move one corner node outwards
        corner = graph.vertices[0]  # 'A'
        corner.move_to(DOWN)

        # Let its edges stretch with it
        corner.move_to(DOWN)
        corner.move_to(RIGHT + DOWN)

        self.wait(2)