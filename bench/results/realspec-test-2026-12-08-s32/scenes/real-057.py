from manim import *


class GridOfWhiteSquares(Scene):
    def construct(self):
        rows, cols = 4, 4
        cells = VGroup(*[Square(side_length=1.3) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        self.play(Create(cells), run_time=2)
        self.play(Transform(cells[0][0], Text("Blue", font_size=36).move_to(cells[0][0])))
        self.play(Transform(cells[0][-1], Text("Blue", font_size=36).move_to(cells[0][-1])))
        self.play(Transform(cells[-1][0], Text("Blue", font_size=36).move_to(cells[-1][0])))
        self.play(Transform(cells[-1][-1], Text("Blue", font_size=36).move_to(cells[-1][-1])))
        self.wait()