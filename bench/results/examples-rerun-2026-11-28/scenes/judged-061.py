from manim import *


class GridColumnsFadeIn(Scene):
    def construct(self):
        rows, cols = 3, 4
        cells = VGroup(*[Rectangle(width=2.2, height=1.4, color=TEAL) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.3)
        # arrange_in_grid fills row by row: cell (r, c) is cells[r * cols + c]
        columns = [VGroup(*[cells[r * cols + c] for r in range(rows)]) for c in range(cols)]
        for column in columns:
            self.play(FadeIn(column))
        self.wait()