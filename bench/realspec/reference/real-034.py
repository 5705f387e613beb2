"""real-034 (number_lines): On a number line from 0 to 10, show a green dot jumping from 2 to 5 and then to 9, with a curved arrow over each jump."""

from manim import *


class Main(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 10, 1], length=11, include_numbers=True).shift(DOWN * 0.5)
        dot = Dot(line.n2p(2), color=GREEN, radius=0.12)
        self.play(Create(line))
        self.play(FadeIn(dot))
        for a, b in ((2, 5), (5, 9)):
            hop = CurvedArrow(line.n2p(a) + UP * 0.3, line.n2p(b) + UP * 0.3, angle=-PI / 2)
            self.play(Create(hop))
            self.play(dot.animate.move_to(line.n2p(b)))
        self.wait(0.5)
