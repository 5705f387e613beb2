"""spec-005 (shapes): Draw a white arrow pointing from left to right, with a red dot at its tip."""

from manim import *


class Main(Scene):
    def construct(self):
        arrow = Arrow(LEFT * 3, RIGHT * 3, color=WHITE)
        dot = Dot(arrow.get_end(), color=RED)
        self.play(GrowArrow(arrow))
        self.play(FadeIn(dot))
        self.wait(0.5)
