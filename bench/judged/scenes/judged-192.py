from manim import *


class RedCircleBlueSquare(Scene):
    def construct(self):
        left = Circle(radius=0.8, color=RED).shift(LEFT * 3)
        right = Square(side_length=1.6, color=BLUE).shift(RIGHT * 3)
        arrow = Arrow(left.get_right(), right.get_left(), buff=0.1, color=WHITE)
        self.play(Create(left), Create(right))
        self.play(GrowArrow(arrow))
        self.wait()