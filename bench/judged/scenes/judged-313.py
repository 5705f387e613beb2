from manim import *


class GridOfSmallSquares(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=0.4) for _ in range(16)])
        grid.arrange_in_grid(rows=4, cols=4, buff=0)
        diagonal = Line(grid.get_corner(UP + LEFT), grid.get_corner(DOWN + RIGHT))
        diagonal.set_color(GREEN)
        self.play(LaggedStart(Create(grid), Create(diagonal), lag_ratio=0.1))
        self.wait(2)