from manim import *


class LargeYellowCircleWithSmallBlueSquares(Scene):
    def construct(self):
        yellow_circle = Circle(radius=4, color=YELLOW)
        small_blue_squares = VGroup(
            Square(side_length=1, color=BLUE).move_to(yellow_circle.get_top()),
            Square(side_length=1, color=BLUE).move_to(yellow_circle.get_bottom()),
            Square(side_length=1, color=BLUE).move_to(yellow_circle.get_left()),
            Square(side_length=1, color=BLUE).move_to(yellow_circle.get_right()),
        )
        self.play(Create(yellow_circle))
        self.play(Create(small_blue_squares))
        self.wait()