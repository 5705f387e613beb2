from manim import *


class WhiteGridWithBlueCorners(Scene):
    def construct(self):
        rows, cols = 4, 4
        cells = VGroup(*[Square(side_length=1.3) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        self.play(Create(cells), run_time=2)
        self.play(
            cells[0].animate.set_fill(BLUE),
            cells[3].animate.set_fill(BLUE),
            cells[12].animate.set_fill(BLUE),
            cells[15].animate.set_fill(BLUE),
            run_time=1
        )
        self.wait()