from manim import *


class ChainPulse(Scene):
    """A chain of four circle nodes in a row, labelled 1, 2, 3 and 4 inside, joined by lines (node 1 - 2 - 3 - 4); then a pulse travels along the chain from left to right: the leftmost node flashes yellow first (Indicate), then the line to the next node lights up with a yellow flash travelling along it (ShowPassingFlash of a yellow copy of the edge) and the next node flashes, one at a time until the rightmost node."""

    def construct(self):
        nodes = VGroup(*[Circle(radius=0.5, color=BLUE) for _ in range(4)])
        nodes.arrange(RIGHT, buff=1.5)
        labels = VGroup(*[Text(str(i + 1), font_size=36).move_to(n) for i, n in enumerate(nodes)])
        # each line joins the right side of one node to the left side of the next
        edges = VGroup(*[Line(nodes[i].get_right(), nodes[i + 1].get_left()) for i in range(3)])
        self.play(Create(nodes), Write(labels))
        self.play(Create(edges))
        self.wait(0.5)
        self.play(Indicate(nodes[0], color=YELLOW))
        for i in range(3):
            pulse = edges[i].copy().set_color(YELLOW).set_stroke(width=8)
            self.play(ShowPassingFlash(pulse, time_width=0.5), run_time=0.8)
            self.play(Indicate(nodes[i + 1], color=YELLOW), run_time=0.8)
        self.wait()
