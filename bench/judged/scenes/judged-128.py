from manim import *


class GridOfSmallSquares(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=0.4) for _ in range(16)])
        grid.arrange_in_grid(rows=4, cols=4, buff=0)
        corner_squares = VGroup(*grid[0:4], grid[12:16])
        corner_squares.set_fill(BLUE, opacity=1)
        self.play(Create(grid))
        self.wait(1)