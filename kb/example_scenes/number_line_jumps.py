from manim import *


class NumberLineJumps(Scene):
    """A number line from 0 to 10 with a dot at 3; a curved arrow hops over the line from 3 to 7 with "+4" written above the hop, the dot moves along the arc to land on 7, and "3 + 4 = 7" is written below the line (n2p, CurvedArrow, ArcBetweenPoints, MoveAlongPath)."""

    def construct(self):
        line = NumberLine(x_range=[0, 10, 1], length=11, include_numbers=True, font_size=36)
        start, end = line.n2p(3), line.n2p(7)
        dot = Dot(start, color=YELLOW, radius=0.12)
        # a negative angle bends the arc upwards when it goes from left to right
        hop = CurvedArrow(start + UP * 0.2, end + UP * 0.2, angle=-PI / 2, color=BLUE)
        hop_label = MathTex("+4", color=BLUE).next_to(hop, UP, buff=0.15)
        path = ArcBetweenPoints(start, end, angle=-PI / 2)
        sum_text = MathTex("3 + 4 = 7").next_to(line, DOWN, buff=1)
        self.play(Create(line))
        self.play(FadeIn(dot, scale=0.5))
        self.play(Create(hop), Write(hop_label))
        self.play(MoveAlongPath(dot, path), run_time=1.5)
        self.play(Write(sum_text))
        self.wait()
