from manim import *


class SplitScreenWithLines(Scene):
    def construct(self):
        # create a vertical white line down the middle of the screen
        divider = Line(UP * config.frame_height / 2, DOWN * config.frame_height / 2, color=WHITE)
        # create a red circle on the left half of the screen
        left_circle = Circle(color=RED).scale(1.5).move_to(LEFT * config.frame_width / 2)
        left_circle.shift(1.75 * RIGHT)
        # create a blue triangle on the right half of the screen
        right_triangle = Triangle(color=BLUE).scale(1.2).move_to(RIGHT * config.frame_width / 2)
        right_triangle.shift(1.29 * LEFT)
        # add the divider, left circle, and right triangle to the scene
        self.play(Create(divider))
        self.play(Create(left_circle), Create(right_triangle))
        self.wait()
