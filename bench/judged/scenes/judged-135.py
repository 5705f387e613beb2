from manim import *


class LeftRightLine(Scene):
    def construct(self):
        # the centre of the screen is a quarter of the width from the middle
        quarter = config.frame_width / 4
        left_word = Text("Left", font_size=44).move_to(LEFT * quarter)
        right_word = Text("Right", font_size=44).move_to(RIGHT * quarter)
        divider = Line(UP * config.frame_height / 2, DOWN * config.frame_height / 2, color=WHITE)
        self.play(Create(left_word), Create(right_word))
        self.play(Create(divider))
        self.wait()