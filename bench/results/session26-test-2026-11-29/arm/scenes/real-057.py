from manim import *


class GridOfWhiteSquares(Scene):
    def construct(self):
        rows, cols = 4, 4
        cells = VGroup(*[Square(side_length=1.3) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        self.play(Create(cells), run_time=2)
        self.play(Transform(
            VGroup(*cells[:4]),
            VGroup(*cells[:4]).set_fill(BLUE, opacity=0.6)
        ))
        self.play(Transform(
            VGroup(*cells[-4:]),
            VGroup(*cells[-4:]).set_fill(BLUE, opacity=0.6)
        ))
        self.play(Transform(
            VGroup(*cells[:1]),
            VGroup(*cells[:1]).set_fill(BLUE, opacity=0.6)
        ))
        self.play(Transform(
            VGroup(*cells[-1:]),
            VGroup(*cells[-1:]).set_fill(BLUE, opacity=0.6)
        ))
        self.wait()