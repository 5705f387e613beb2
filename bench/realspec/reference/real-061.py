"""real-061 (grids): Draw a 5 by 5 grid of squares and mark the diagonal from the top left to the bottom right by filling those squares green."""

from manim import *


class Main(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=1.1) for _ in range(25)]).arrange_in_grid(rows=5, cols=5, buff=0)
        self.play(Create(grid), run_time=1.5)
        diagonal = VGroup(*[grid[6 * i] for i in range(5)])
        self.play(diagonal.animate.set_fill(GREEN, opacity=0.8))
        self.wait(0.5)
