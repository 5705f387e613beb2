from manim import *

class GridOfSquares(Scene):
    def construct(self):
        rows, cols = 4, 4
        cells = VGroup(*[Square(side_length=1.3) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        self.play(LaggedStart(*[Create(s) for s in cells], lag_ratio=0.1))
        self.play(cells.animate.set_fill(WHITE, opacity=1))
        self.play(cells[0][0].animate.set_fill(BLUE, opacity=0.6), 
                  cells[0][3].animate.set_fill(BLUE, opacity=0.6), 
                  cells[3][0].animate.set_fill(BLUE, opacity=0.6), 
                  cells[3][3].animate.set_fill(BLUE, opacity=0.6))
        self.wait()