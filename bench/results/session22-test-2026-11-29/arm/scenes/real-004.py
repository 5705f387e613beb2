from manim import *


class LongWhiteArrow(Scene):
    def construct(self):
        arrow = Arrow(ORIGIN, ORIGIN + RIGHT * config.frame_width, stroke_width=3)
        self.play(Create(arrow))
        tail = Dot(ORIGIN, color=RED)
        head = Dot(ORIGIN + RIGHT * config.frame_width, color=GREEN)
        self.play(FadeIn(tail), GrowArrow(arrow), FadeIn(head))
        self.wait()