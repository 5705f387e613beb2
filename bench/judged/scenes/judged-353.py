from manim import *


class GreenGrid(Scene):
    def construct(self):
        rows, cols = 3, 3
        cells = VGroup(*[Square(side_length=1.3) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        self.play(Create(cells), run_time=2)
        for i in range(cols):
            self.play(Transform(cells[2 * i], cells[2 * i].copy().set_fill(GREEN)))
        self.wait()