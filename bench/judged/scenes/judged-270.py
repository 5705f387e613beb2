from manim import *

class GraphWithEdge(Scene):
    def construct(self):
        nodes = VGroup(*[Circle(radius=0.5, color=BLUE) for _ in range(3)])
        nodes.arrange(RIGHT, buff=1.5)
        labels = VGroup(*[Text(str(i + 1), font_size=36).move_to(n) for i, n in enumerate(nodes)])
        edges = VGroup(Line(nodes[0].get_right(), nodes[2].get_left()))
        self.play(Create(nodes), Write(labels))
        self.play(Create(edges))
        self.play(Create(Graph(vertices=[0, 1, 2], edges=[(0, 2)])))
        self.wait()