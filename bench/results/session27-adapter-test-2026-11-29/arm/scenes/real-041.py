from manim import *

class NetworkGraph(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4, 5]
        edges = [(1, 2), (2, 3), (3, 4), (4, 5), (5, 1), (1, 3)]
        graph = Graph(vertices, edges, layout="circular", layout_scale=2.5, labels=True)
        self.play(Create(graph))
        self.play(graph.vertices[2].animate.set_color(RED))
        self.wait()
        self.play(Create(Text("E")))
        self.play(Create(Text("C")))