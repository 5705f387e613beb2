from manim import *


class RingWithRedNode(Scene):
    def construct(self):
        nodes = VGroup(*[Circle(radius=0.5, color=BLUE) for _ in range(5)])
        nodes.arrange(RIGHT, buff=1.5)
        labels = VGroup(*[Text(str(i + 1), font_size=36).move_to(n) for i, n in enumerate(nodes)])
        # each line joins the right side of one node to the left side of the next
        edges = VGroup(*[Line(nodes[i].get_right(), nodes[i + 1].get_left()) for i in range(4)])
        # make the top node red
        top_node = nodes[0]
        top_node.set_color(RED)
        # draw an edge from the top node to the bottom left node
        bottom_left_node = nodes[4]
        edge = Line(top_node.get_right(), bottom_left_node.get_left())
        self.play(Create(nodes), Write(labels), Create(edge))
        self.wait()