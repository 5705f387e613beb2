from manim import *


class SplitScreenWithLines(Scene):
    def construct(self):
        # create a vertical white line in the middle of the screen
        divider = Line(UP * config.frame_height / 2, DOWN * config.frame_height / 2, color=WHITE)
        # create a red circle on the left half of the screen
        left_circle = Circle(radius=1, color=RED).move_to(LEFT * config.frame_width / 2)
        left_circle.shift(1.25 * RIGHT)
        # create a blue square on the right half of the screen
        right_square = Square(side_length=2, color=BLUE).move_to(RIGHT * config.frame_width / 2)
        right_square.shift(1.25 * LEFT)
        # place the divider, left circle, and right square in the scene
        self.play(Create(divider))
        self.play(Create(left_circle))
        self.play(Create(right_square))
        self.wait()
