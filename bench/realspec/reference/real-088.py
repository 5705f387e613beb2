"""real-088 (sequences): Grow a green arrow from the centre to the right, and at the same time fade in the text "East" at its tip."""

from manim import *


class Main(Scene):
    def construct(self):
        arrow = Arrow(ORIGIN, RIGHT * 4, buff=0, color=GREEN)
        east = Text("East").next_to(arrow.get_end(), RIGHT, buff=0.2)
        self.play(GrowArrow(arrow), FadeIn(east), run_time=1.5)
        self.wait(0.5)
