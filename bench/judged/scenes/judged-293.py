from manim import *


class GridWithDots(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=0.9) for _ in range(9)])
        squares.arrange_in_grid(rows=3, cols=3, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))

        dot_top_left = Dot(squares[0].get_center(), color=RED, radius=0.15)
        dot_bottom_right = Dot(squares[8].get_center(), color=BLUE, radius=0.15)
        self.play(dot_top_left.animate.move_to(squares[0].get_center()), run_time=0.5)
        self.play(dot_bottom_right.animate.move_to(squares[8].get_center()), run_time=0.5)

        self.wait()