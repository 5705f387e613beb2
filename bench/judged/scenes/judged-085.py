from manim import *


class ArrowSequence(Scene):
    def construct(self):
        arrow_up = Arrow(ORIGIN, UP, color=RED)
        arrow_right = Arrow(ORIGIN, RIGHT, color=GREEN)
        arrow_down = Arrow(ORIGIN, DOWN, color=BLUE)
        arrow_left = Arrow(ORIGIN, LEFT, color=ORANGE)
        self.play(LaggedStart(Create(arrow_up), Create(arrow_right), Create(arrow_down), Create(arrow_left), lag_ratio=1))
        self.wait()