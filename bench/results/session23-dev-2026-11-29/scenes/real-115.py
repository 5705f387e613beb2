from manim import *


class SplitScreen(Scene):
    def construct(self):
        divider = Line(UP * config.frame_height / 2, DOWN * config.frame_height / 2)
        # the centre of each half is a quarter of the width from the middle
        quarter = config.frame_width / 4
        circle = Circle(color=BLUE).scale(1.5).move_to(LEFT * quarter)
        square = Square(side_length=1, color=YELLOW).move_to(RIGHT * quarter)
        captions = VGroup(
            Text("Circle", font_size=32).next_to(circle, DOWN),
            Text("Square", font_size=32).next_to(square, DOWN),
        )
        self.play(Create(divider))
        self.play(Create(circle), Create(square))
        self.play(Write(captions))
        self.wait()