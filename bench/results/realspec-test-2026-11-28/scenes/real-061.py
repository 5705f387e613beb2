from manim import *


class GridWithDiagonal(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=0.9) for _ in range(25)])
        grid.arrange_in_grid(rows=5, cols=5, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in grid], lag_ratio=0.1))
        diagonal = Line(grid.get_corner(DL), grid.get_corner(UR), color=GREEN)
        self.play(FadeIn(diagonal))
        self.wait()