from manim import *


class NumberLineJumps(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 10, 1], length=11, include_numbers=True, font_size=36)
        start, end = line.n2p(2), line.n2p(9)
        dot = Dot(start, color=GREEN, radius=0.12)
        # a negative angle bends the arc upwards when it goes from left to right
        hop1 = CurvedArrow(start + UP * 0.2, end + UP * 0.2, angle=-PI / 2, color=BLUE)
        hop1_label = MathTex("3", color=BLUE).next_to(hop1, UP, buff=0.15)
        hop2 = CurvedArrow(end + UP * 0.2, end + UP * 0.2, angle=-PI / 2, color=BLUE)
        hop2_label = MathTex("7", color=BLUE).next_to(hop2, UP, buff=0.15)
        path1 = ArcBetweenPoints(start, end, angle=-PI / 2)
        path2 = ArcBetweenPoints(end, start, angle=-PI / 2)
        self.play(Create(line))
        self.play(FadeIn(dot, scale=0.5))
        self.play(Create(hop1), Write(hop1_label))
        self.play(MoveAlongPath(dot, path1), run_time=1.5)
        self.play(Write(hop2_label))
        self.play(MoveAlongPath(dot, path2), run_time=1.5)
        self.wait()