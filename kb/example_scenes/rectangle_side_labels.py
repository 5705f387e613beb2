from manim import *


class SideLengthLabels(Scene):
    """Side lengths written next to the sides of shapes: on the left a square with its side length 4 under the bottom side and beside the left side and its area written inside it; on the right a rectangle with a diagonal, its width 8 under it, its height 6 beside it and the diagonal labelled 10."""

    def construct(self):
        square = Square(side_length=2.5, color=BLUE).shift(LEFT * 3.5)
        square_labels = VGroup(
            MathTex("4").next_to(square, DOWN),
            MathTex("4").next_to(square, LEFT),
            MathTex(r"\text{Area} = 16", font_size=32).move_to(square),
        )
        rect = Rectangle(width=4, height=3, color=GREEN).shift(RIGHT * 2.5)
        diagonal = Line(rect.get_corner(DL), rect.get_corner(UR), color=YELLOW)
        # the diagonal's label goes above its middle, to the upper-left of the line
        side = rotate_vector(diagonal.get_unit_vector(), PI / 2)
        rect_labels = VGroup(
            MathTex("8").next_to(rect, DOWN),
            MathTex("6").next_to(rect, RIGHT),
            MathTex("10", color=YELLOW).move_to(diagonal.get_center() + 0.35 * side),
        )
        self.play(Create(square), Create(rect))
        self.play(Write(square_labels))
        self.play(Create(diagonal), Write(rect_labels))
        self.wait()
