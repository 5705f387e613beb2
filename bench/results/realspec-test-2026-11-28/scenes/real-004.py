from manim import *


class LongWhiteArrow(Scene):
    def construct(self):
        arrow = Arrow(ORIGIN, ORIGIN + RIGHT * config.frame_width, stroke_width=3, color=WHITE)
        tail_dot = Dot(ORIGIN, color=RED)
        head_dot = Dot(ORIGIN + RIGHT * config.frame_width, color=GREEN)
        self.play(Create(arrow), Create(tail_dot), Create(head_dot))
        self.wait()