from manim import *


class GridColumnsFadeIn(Scene):
    """A grid of rectangles in 3 rows and 4 columns shown column by column: the three rectangles of the leftmost column fade in together, then the next column to its right, until all four columns are on screen (each column a VGroup with one FadeIn)."""

    def construct(self):
        rows, cols = 3, 4
        cells = VGroup(*[Rectangle(width=2.2, height=1.4, color=TEAL) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.3)
        # arrange_in_grid fills row by row: cell (r, c) is cells[r * cols + c]
        columns = [VGroup(*[cells[r * cols + c] for r in range(rows)]) for c in range(cols)]
        for column in columns:
            self.play(FadeIn(column))
        self.wait()
