from manim import *


class RedSquaresAndCircle(Scene):
    def construct(self):
        red_squares = VGroup(
            Square(side_length=1, color=RED).move_to(DOWN),
            Square(side_length=1, color=RED).move_to(RIGHT),
            Square(side_length=1, color=RED).move_to(UP),
            Square(side_length=1, color=RED).move_to(LEFT)
        )
        circle = Circle(radius=2, color=BLUE)
        self.play(Create(red_squares))
        self.play(Create(circle))
        self.wait()