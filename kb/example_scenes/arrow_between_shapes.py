from manim import *


class ArrowBetween(Scene):
    """An arrow connecting two shapes: a circle on the left and a square on the right with an arrow from one to the other and a label on the arrow."""

    def construct(self):
        left = Circle(radius=0.8, color=BLUE).shift(LEFT * 3)
        right = Square(side_length=1.6, color=GREEN).shift(RIGHT * 3)
        arrow = Arrow(left.get_right(), right.get_left(), buff=0.1)
        label = Text("sends", font_size=28).next_to(arrow, UP)
        self.play(Create(left), Create(right))
        self.play(GrowArrow(arrow), FadeIn(label))
        self.wait()
