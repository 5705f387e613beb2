"""real-057 (grids): Draw a 4 by 4 grid of white squares that fills most of the screen height, then colour the four corner squares blue."""

from manim import *


class Main(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=1.6, color=WHITE) for _ in range(16)]).arrange_in_grid(rows=4, cols=4, buff=0)
        self.play(Create(grid))
        self.wait(0.5)
        corners = VGroup(grid[0], grid[3], grid[12], grid[15])
        self.play(corners.animate.set_fill(BLUE, opacity=0.8).set_stroke(BLUE))
        self.wait(0.5)
