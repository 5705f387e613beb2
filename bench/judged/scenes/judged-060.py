from manim import *

class NumberedGrid(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=0.9) for _ in range(25)])
        for i in range(25):
            grid[i].set_label(i + 1)
        grid.arrange_in_grid(rows=5, cols=5, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in grid], lag_ratio=0.1))
        self.wait()