from manim import *


class RingNetwork(Scene):
    def construct(self):
        nodes = VGroup(*[Circle(radius=0.5, color=WHITE) for _ in range(5)])
        nodes.arrange(RIGHT, buff=1.5)
        labels = VGroup(*[Text(str(i + 1), font_size=36).move_to(n) for i, n in enumerate(nodes)])
        # connecting the first and last node to form a ring
        edges = VGroup(*[Line(nodes[0].get_right(), nodes[4].get_left()), Line(nodes[4].get_right(), nodes[0].get_left())])
        self.play(Create(nodes), Write(labels))
        self.play(Create(edges))
        self.wait(0.5)
        self.play(nodes[2].animate.set_color(RED))
        self.wait()
        self.play(Create(Circle(radius=0.5, color=WHITE).move_to(ORIGIN)), Write(Text("E").next_to(Circle(radius=0.5, color=WHITE), RIGHT)))
        self.play(Write(Text("C").next_to(Circle(radius=0.5, color=WHITE), RIGHT)))
        self.wait()