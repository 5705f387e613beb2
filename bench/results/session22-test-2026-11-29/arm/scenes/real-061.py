from manim import *


class GridWithDiagonal(Scene):
    def construct(self):
        rows, cols = 5, 5
        cells = VGroup(*[Square(side_length=1.3) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        self.play(LaggedStart(*[Create(s) for s in cells], lag_ratio=0.1))
        for i in range(rows):
            self.play(cells[i][i].animate.set_fill(GREEN, opacity=0.5))
            self.wait(0.1)
        self.wait()