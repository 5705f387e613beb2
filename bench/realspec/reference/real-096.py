"""real-096 (counting): Count from 1 to 4 by showing the numeral together with that many squares: 1 with one square, 2 with two squares, and so on, replacing each group with the next."""

from manim import *


class Main(Scene):
    def construct(self):
        shown = None
        for k in range(1, 5):
            numeral = Integer(k, font_size=96).shift(UP * 1.5)
            squares = VGroup(*[Square(side_length=0.8, color=BLUE, fill_opacity=0.6) for _ in range(k)]).arrange(RIGHT, buff=0.3).shift(DOWN)
            group = VGroup(numeral, squares)
            if shown is None:
                self.play(FadeIn(group))
            else:
                self.play(FadeOut(shown), FadeIn(group))
            self.wait(0.3)
            shown = group
        self.wait(0.5)
