from manim import *


class GridRowMoves(Scene):
    """A 3 by 3 grid of nine blue circles (VGroup of 9 circles, arrange_in_grid(rows=3, cols=3, buff=0.5)); the middle row of the grid turns yellow and moves right by 2 units while the top row and the bottom row stay still (the middle row is grid[3:6], the circles 4, 5 and 6)."""

    def construct(self):
        grid = VGroup(*[Circle(radius=0.5, color=BLUE, fill_opacity=0.5) for _ in range(9)])
        grid.arrange_in_grid(rows=3, cols=3, buff=0.5)
        self.play(Create(grid))
        # the grid is filled row by row, so items 3, 4 and 5 are the middle row
        middle_row = VGroup(*grid[3:6])
        self.play(middle_row.animate.set_color(YELLOW))
        self.play(middle_row.animate.shift(RIGHT * 2))
        self.wait()
