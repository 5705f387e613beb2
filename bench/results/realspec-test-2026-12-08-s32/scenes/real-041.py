from manim import *


class NetworkWithRedNode(Scene):
    def construct(self):
        vertices = VGroup(*[Circle(radius=0.5, color=WHITE) for _ in range(5)])
        vertices[2].set_color(RED)
        vertices.arrange(RIGHT, buff=1.5)
        labels = VGroup(*[Text(str(i + 1), font_size=36).move_to(n) for i, n in enumerate(vertices)])
        self.play(Create(vertices), Write(labels))
        self.wait()