from manim import *


class GridOfSquares(Scene):
    """A grid of squares: twelve squares arranged in 3 rows and 4 columns with arrange_in_grid, drawn one after another, then the grid is coloured."""

    def construct(self):
        squares = VGroup(*[Square(side_length=0.9) for _ in range(12)])
        squares.arrange_in_grid(rows=3, cols=4, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.play(squares.animate.set_fill(BLUE, opacity=0.6))
        self.wait()
