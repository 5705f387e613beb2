from manim import *


class FrameWithLabels(Scene):
    def construct(self):
        frame = Rectangle(width=10, height=5, color=BLUE)
        divider = Line(UP * config.frame_height / 2, DOWN * config.frame_height / 2)
        # the centre of each half is a quarter of the width from the middle
        quarter = config.frame_width / 4
        before_label = Text("Before", font_size=32).next_to(frame, LEFT)
        after_label = Text("After", font_size=32).next_to(frame, RIGHT)
        self.play(Create(frame), Create(divider))
        self.play(Create(before_label), Create(after_label))
        self.wait()