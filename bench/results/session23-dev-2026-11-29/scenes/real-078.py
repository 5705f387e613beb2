from manim import *


class BigRectangleWithHalves(Scene):
    def construct(self):
        frame = Rectangle(width=10, height=5, color=BLUE)
        divider = Line(frame.get_top(), frame.get_bottom(), color=BLUE)
        # the centre of each half is a quarter of the frame's width from the centre
        quarter = frame.width / 4
        left_word = Text("Before", font_size=44).move_to(frame.get_center() + LEFT * quarter)
        right_word = Text("After", font_size=44).move_to(frame.get_center() + RIGHT * quarter)
        self.play(Create(frame))
        self.play(Create(divider))
        self.play(Write(left_word), Write(right_word))
        self.wait()