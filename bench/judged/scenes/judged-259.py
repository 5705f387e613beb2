from manim import *


class TwoTouchingCircles(Scene):
    def construct(self):
        orange_circle = Circle(radius=0.5, color=ORANGE)
        purple_circle = Circle(radius=0.5, color=PURPLE)
        orange_circle.move_to(LEFT * 2)
        self.play(Create(orange_circle))
        self.play(Create(purple_circle))
        self.play(orange_circle.animate.shift(RIGHT * 2))
        self.wait()