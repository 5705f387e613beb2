from manim import *

class LeftRightGroups(Scene):
    def construct(self):
        left_group = VGroup(
            Circle(color=BLUE).move_to(LEFT * 2),
            Circle(color=BLUE).move_to(LEFT * 3),
            Circle(color=BLUE).move_to(LEFT * 4)
        )
        right_group = VGroup(
            Circle(color=RED).move_to(RIGHT * 2),
            Circle(color=RED).move_to(RIGHT * 3),
            Circle(color=RED).move_to(RIGHT * 4)
        )
        self.play(Create(left_group))
        self.play(Create(right_group))
        self.play(Transform(left_group, right_group))
        self.wait()