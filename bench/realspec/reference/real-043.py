"""real-043 (graphs): Draw six nodes in two rows of three, connect every top node to the node directly below it, and highlight the path through the top row in yellow."""

from manim import *


class Main(Scene):
    def construct(self):
        nodes = VGroup(*[Dot(radius=0.2) for _ in range(6)]).arrange_in_grid(rows=2, cols=3, buff=2.5)
        verticals = VGroup(*[Line(nodes[i].get_center(), nodes[i + 3].get_center()) for i in range(3)])
        path = VGroup(*[Line(nodes[i].get_center(), nodes[i + 1].get_center(), color=YELLOW, stroke_width=6) for i in range(2)])
        self.play(FadeIn(nodes))
        self.play(Create(verticals))
        self.play(Create(path))
        self.wait(0.5)
