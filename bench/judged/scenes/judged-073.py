from manim import *

class BigCircleWithSquares(Scene):
    def construct(self):
        big_circle = Circle(radius=2, color=BLUE).move_to(ORIGIN)
        top_square = Square(side_length=1, color=RED).move_to(big_circle.get_top())
        bottom_square = Square(side_length=1, color=BLUE).move_to(big_circle.get_bottom())
        left_square = Square(side_length=1, color=GREEN).move_to(big_circle.get_left())
        right_square = Square(side_length=1, color=GREEN).move_to(big_circle.get_right())
        self.play(Create(big_circle))
        self.play(LaggedStart(*[GrowFromCenter(square) for square in [top_square, bottom_square, left_square, right_square]], lag_ratio=0.3))
        self.wait()