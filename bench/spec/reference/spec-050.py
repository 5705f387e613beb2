"""spec-050 (grids): Create a 3 by 3 grid of squares."""

from manim import *


class Main(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=1) for _ in range(9)]).arrange_in_grid(rows=3, cols=3, buff=0.2)
        self.play(Create(grid))
        self.wait(0.5)
