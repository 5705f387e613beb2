"""real-063 (grids): Draw a 3 by 3 grid of squares, put an X in the centre square and an O in the top right square, like a game of tic-tac-toe."""

from manim import *


class Main(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=1.8) for _ in range(9)]).arrange_in_grid(rows=3, cols=3, buff=0)
        x = Text("X", font_size=90, color=RED).move_to(grid[4])
        o = Text("O", font_size=90, color=BLUE).move_to(grid[2])
        self.play(Create(grid))
        self.play(Write(x))
        self.play(Write(o))
        self.wait(0.5)
