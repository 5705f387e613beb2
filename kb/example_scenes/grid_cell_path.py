from manim import *


class GridCellPath(Scene):
    """A 4 by 4 grid of squares with the top-left cell filled yellow and a red dot in it; the dot then moves one cell at a time right, right, down, down, and each cell it reaches is filled yellow too (arrange_in_grid, cells indexed by row * 4 + column, a list of (row, column) steps, dot.animate.move_to)."""

    def construct(self):
        cells = VGroup(*[Square(side_length=1.3, color=WHITE) for _ in range(16)])
        cells.arrange_in_grid(rows=4, cols=4, buff=0)
        self.play(Create(cells))

        def cell(row, col):
            return cells[row * 4 + col]

        dot = Dot(cell(0, 0).get_center(), color=RED, radius=0.15)
        self.play(cell(0, 0).animate.set_fill(YELLOW, opacity=0.6), FadeIn(dot))
        path = [(0, 1), (0, 2), (1, 2), (2, 2)]  # (row, column): right, right, down, down
        for row, col in path:
            target = cell(row, col)
            self.play(dot.animate.move_to(target), run_time=0.6)
            self.play(target.animate.set_fill(YELLOW, opacity=0.6), run_time=0.4)
        self.wait()
