from manim import *

class DiagonalGrowth(Scene):
    def construct(self):
        grid = VGroup(*[Circle(radius=0.2, color=BLUE, fill_opacity=0.5) for _ in range(16)])
        grid.arrange_in_grid(rows=4, cols=4, buff=0.5)
        self.play(Create(grid))
        # the grid is filled row by row, so items 0, 4, 8 and 12 are the main diagonal
        diagonal = VGroup(*grid[0:13:4])
        self.play(diagonal.animate.scale(1.5))
        self.wait()