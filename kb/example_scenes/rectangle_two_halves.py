from manim import *


class RectangleTwoHalves(Scene):
    """A wide rectangle divided into a left half and a right half by a vertical line from its top edge to its bottom edge, with one word centred in the left half and another word centred in the right half."""

    def construct(self):
        box = Rectangle(width=9, height=3.5, color=BLUE)
        divider = Line(box.get_top(), box.get_bottom(), color=BLUE)
        # the centre of each half is a quarter of the box's width from its centre
        quarter = box.width / 4
        left_word = Text("Before", font_size=44).move_to(box.get_center() + LEFT * quarter)
        right_word = Text("After", font_size=44).move_to(box.get_center() + RIGHT * quarter)
        self.play(Create(box))
        self.play(Create(divider))
        self.play(Write(left_word), Write(right_word))
        self.wait()
