from manim import *


class DotMeet(Scene):
    def construct(self):
        left_dot = Dot(LEFT, color=RED)
        right_dot = Dot(RIGHT, color=BLUE)
        self.play(FadeIn(left_dot))
        self.play(FadeIn(right_dot))
        # move to the center in an equal amount in both directions
        self.play(left_dot.animate.move_to(RIGHT * 0.5), right_dot.animate.move_to(LEFT * 0.5))
        self.wait()