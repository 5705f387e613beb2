from manim import *

class GridWithDiagonal(Scene):
    def construct(self):
        rows, cols = 5, 5
        cells = VGroup(*[Square(side_length=1.3) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        self.play(Create(cells), run_time=2)
        self.play(LaggedStart(*[FadeIn(cell) for cell in cells], lag_ratio=0.08))
        self.play(FadeIn(VGroup(*[Square(side_length=1.3).move_to(cell) for cell in cells])))
        self.wait()