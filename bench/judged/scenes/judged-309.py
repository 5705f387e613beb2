from manim import *


class FourCirclesGrid(Scene):
    def construct(self):
        grid = VGroup(*[Circle(radius=0.5, color=BLUE) for _ in range(4)])
        grid.arrange_in_grid(rows=2, cols=2, buff=0.5)
        self.play(Create(grid))
        # the grid is filled row by row, so items 0, 1, 2 and 3 are the top row
        top_row = VGroup(*grid[0:4])
        self.play(top_row.animate.set_color(RED))
        # the grid is filled row by row, so items 4, 5, 6 and 7 are the bottom row
        bottom_row = VGroup(*grid[4:8])
        self.play(bottom_row.animate.set_color(BLUE))
        self.wait()