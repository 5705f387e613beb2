"""real-004 (shapes): Draw a long horizontal white arrow that spans almost the whole width of the screen, pointing right, and mark its tail with a red dot and its head with a green dot."""

from manim import *


class Main(Scene):
    def construct(self):
        arrow = Arrow(LEFT * 6, RIGHT * 6, buff=0, color=WHITE)
        start = Dot(arrow.get_start(), color=RED)
        tip = Dot(arrow.get_end(), color=GREEN)
        self.play(GrowArrow(arrow))
        self.play(FadeIn(start), FadeIn(tip))
        self.wait(0.5)
