from manim import *

class LongHorizontalArrow(Scene):
    def construct(self):
        arrow = Arrow(ORIGIN, RIGHT * config.frame_width, color=WHITE)
        tail_dot = Dot(ORIGIN, color=RED)
        head_dot = Dot(ORIGIN, color=GREEN)
        tail_dot.next_to(arrow.get_left(), RIGHT, buff=0.05)
        head_dot.next_to(arrow.get_right(), LEFT, buff=0.05)
        self.play(Create(arrow), FadeIn(tail_dot), FadeIn(head_dot))
        self.wait()