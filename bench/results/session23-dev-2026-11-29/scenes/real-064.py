from manim import *


class GridOfSquares(Scene):
    def construct(self):
        rows, cols = 2, 6
        squares = VGroup(*[Square(side_length=0.9) for _ in range(rows * cols)])
        squares.arrange_in_grid(rows=rows, cols=cols, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.play(squares.animate.scale(0.8), run_time=2)
        self.play(squares.animate.move_to(DOWN * 2))
        self.wait()