"""spec-051 (grids): Make a 2 by 4 grid of blue circles."""

from manim import *


class Main(Scene):
    def construct(self):
        grid = VGroup(*[Circle(radius=0.5, color=BLUE) for _ in range(8)]).arrange_in_grid(rows=2, cols=4, buff=0.3)
        self.play(Create(grid))
        self.wait(0.5)
