"""real-064 (grids): Make a grid of 2 rows and 6 columns of squares that slowly appear one after another from left to right, then shrink the whole grid and move it to the bottom."""

from manim import *


class Main(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=1.5, color=TEAL) for _ in range(12)]).arrange_in_grid(rows=2, cols=6, buff=0.15)
        order = [r * 6 + c for c in range(6) for r in range(2)]
        self.play(LaggedStart(*[FadeIn(grid[i]) for i in order], lag_ratio=0.3), run_time=3)
        self.wait(0.3)
        self.play(grid.animate.scale(0.5).to_edge(DOWN))
        self.wait(0.5)
