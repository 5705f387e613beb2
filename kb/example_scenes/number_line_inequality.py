from manim import *


class NumberLineInequality(Scene):
    """The inequality x > 2 on a number line: a number line from -5 to 5 with numbers, an open circle at 2 (hollow, stroke only, because 2 itself is not included) and a thick green arrow from 2 to the right end of the line, pointing right; the label "x > 2" (MathTex) is written above."""

    def construct(self):
        line = NumberLine(x_range=[-5, 5, 1], length=11, include_numbers=True)
        hollow = Circle(radius=0.15, color=GREEN, stroke_width=5).move_to(line.n2p(2))
        arrow = Arrow(
            hollow.get_right(),
            line.n2p(5),
            buff=0,
            color=GREEN,
            stroke_width=10,
            max_tip_length_to_length_ratio=0.15,
        )
        label = MathTex("x > 2", color=GREEN, font_size=60).next_to(arrow, UP, buff=0.6)
        self.play(Create(line))
        self.play(Create(hollow))
        self.play(GrowArrow(arrow))
        self.play(Write(label))
        self.wait()
