from manim import *


class SixNodesConnected(Scene):
    def construct(self):
        nodes = VGroup(*[Circle(radius=0.5, color=BLUE) for _ in range(6)])
        nodes.arrange(RIGHT, buff=1.5)
        top_row = nodes[:3]
        bottom_row = nodes[3:]
        for n in top_row:
            n.move_to(bottom_row[0])
        top_edges = VGroup(*[Line(n1, n2) for n1, n2 in zip(top_row, bottom_row) if n1 != bottom_row[0]])
        self.play(Create(nodes))
        for edge in top_edges:
            edge.set_color(YELLOW)
        self.wait()