from manim import *


class NumberLineJump(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 10, 1], length=11, include_numbers=True, font_size=36)
        start, end = line.n2p(2), line.n2p(5)
        dot = Dot(start, color=BLUE, radius=0.12)
        # a negative angle bends the arc upwards when it goes from left to right
        hop = CurvedArrow(start + UP * 0.2, end + UP * 0.2, angle=-PI / 2, color=BLUE)
        hop_label = MathTex("+3", color=BLUE).next_to(hop, UP, buff=0.15)
        path = ArcBetweenPoints(start, end, angle=-PI / 2)
        self.play(Create(line))
        self.play(FadeIn(dot, scale=0.5))
        self.play(Create(hop), Write(hop_label))
        self.play(MoveAlongPath(dot, path), run_time=1.5)
        self.wait()