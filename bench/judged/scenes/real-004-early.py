from manim import *


class LongArrow(Scene):
    def construct(self):
        tail = Dot(ORIGIN, color=RED)
        head = Dot(RIGHT, color=GREEN)
        arrow = Arrow(ORIGIN, RIGHT, color=WHITE, stroke_width=4)
        self.play(Create(tail), Create(head), Create(arrow))
        self.wait()