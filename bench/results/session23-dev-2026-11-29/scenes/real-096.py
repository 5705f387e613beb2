from manim import *


class CountBySquares(Scene):
    def construct(self):
        shown = None
        for n in range(1, 5):
            numeral = Integer(n, font_size=96)
            squares = VGroup(*[Square(side_length=0.4, fill_opacity=0.6) for _ in range(n)])
            squares.arrange(RIGHT, buff=0.3)
            group = VGroup(numeral, squares).arrange(DOWN, buff=0.8)
            if shown is None:
                self.play(FadeIn(group))
            else:
                self.play(ReplacementTransform(shown, group))
            shown = group
            self.wait(0.5)
        self.wait()