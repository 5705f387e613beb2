from manim import *


class SplitScreenHalves(Scene):
    """The screen split into a left half and a right half by a vertical line down the middle: a triangle with the caption "Triangle" under it centred in the left half, and a star with the caption "Star" under it centred in the right half."""

    def construct(self):
        divider = Line(UP * config.frame_height / 2, DOWN * config.frame_height / 2)
        # the centre of each half is a quarter of the width from the middle
        quarter = config.frame_width / 4
        triangle = Triangle(color=BLUE).scale(1.5).move_to(LEFT * quarter)
        star = Star(color=YELLOW).scale(1.2).move_to(RIGHT * quarter)
        captions = VGroup(
            Text("Triangle", font_size=32).next_to(triangle, DOWN),
            Text("Star", font_size=32).next_to(star, DOWN),
        )
        self.play(Create(divider))
        self.play(Create(triangle), Create(star))
        self.play(Write(captions))
        self.wait()
