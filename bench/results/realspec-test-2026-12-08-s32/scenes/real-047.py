from manim import *

class GraphRemoveNode(Scene):
    def construct(self):
        vertices = [1, 2, 3, 4]
        edges = [(1, 2), (2, 3), (3, 4)]
        layout = {1: [-2, 2, 0], 2: [2, 2, 0], 3: [2, -2, 0], 4: [-2, -2, 0]}
        graph = Graph(vertices, edges, layout=layout, labels=True)
        self.play(Create(graph))
        self.wait(0.5)
        self.play(graph.edges[(3, 4)].animate.set_color(RED))
        self.play(graph.animate.remove_edges((3, 4)))
        self.wait()
        self.play(Write(Text("A").move_to(RIGHT * 2 + UP)))
        self.play(Write(Text("D").move_to(RIGHT * 2 - UP)))