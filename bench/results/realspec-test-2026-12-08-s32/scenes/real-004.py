from manim import *


class LongHorizontalArrow(Scene):
    def construct(self):
        arrow = Arrow(ORIGIN, RIGHT * config.frame_width, color=WHITE)
        arrow.shift(7.11 * LEFT)
        tail_dot = Dot(ORIGIN, color=RED)
        head_dot = Dot(ORIGIN, RIGHT * config.frame_width, color=GREEN)
        head_dot.scale(0.48)
        self.play(Create(arrow), FadeIn(tail_dot), FadeIn(head_dot))
        self.wait()
