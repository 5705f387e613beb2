from manim import *

class SixNodesTwoRows(Scene):
    def construct(self):
        nodes = VGroup(*[Circle(radius=0.5, color=BLUE) for _ in range(6)])
        nodes.arrange(RIGHT, buff=1.5)
        labels = VGroup(*[Text(str(i + 1), font_size=36).move_to(n) for i, n in enumerate(nodes)])
        # connecting every top node to the node directly below it
        edges = VGroup(*[Line(nodes[i], nodes[i + 3]) for i in range(3)])
        self.play(Create(nodes), Write(labels))
        self.play(Create(edges))
        self.play(Indicate(nodes[0:3], color=YELLOW))
        self.wait()