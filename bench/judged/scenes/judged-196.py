from manim import *


class BouncingDot(Scene):
    def construct(self):
        dot = Dot(ORIGIN, color=WHITE)
        self.play(Create(dot))
        self.play(dot.animate.move_to(RIGHT * 2))
        self.play(dot.animate.move_to(LEFT * 2))
        self.play(dot.animate.move_to(ORIGIN))
        self.wait()