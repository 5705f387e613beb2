from manim import *


class FourNodes(Scene):
    def construct(self):
        nodes = VGroup(*[Circle(radius=0.5, color=BLUE) for _ in range(4)])
        nodes.arrange(RIGHT, buff=1.5)
        labels = VGroup(*[Text(str(i + 1), font_size=36).move_to(n) for i, n in enumerate(nodes)])
        self.play(Create(nodes), Write(labels))
        self.play(nodes[2].set_color(BLUE))
        self.wait()