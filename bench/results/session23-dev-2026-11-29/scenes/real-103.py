from manim import *


class DiagonalRectangle(Scene):
    def construct(self):
        rect = Rectangle(width=4, height=3, color=GREEN).shift(LEFT * 2.5)
        diagonal = Line(rect.get_corner(DL), rect.get_corner(UR), color=YELLOW)
        # the diagonal's label goes above its middle, to the upper-left of the line
        side = rotate_vector(diagonal.get_unit_vector(), PI / 2)
        rect_labels = VGroup(
            MathTex("4").next_to(rect, DOWN),
            MathTex("3").next_to(rect, RIGHT),
            MathTex("5", color=YELLOW).move_to(diagonal.get_center() + 0.35 * side),
        )
        self.play(Create(rect), FadeIn(diagonal), Write(rect_labels))
        self.wait()