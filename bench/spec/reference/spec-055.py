"""spec-055 (grids): Draw five squares in a column, coloured from blue to green."""

from manim import *


class Main(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=1) for _ in range(5)]).arrange(DOWN, buff=0.2)
        squares.set_color_by_gradient(BLUE, GREEN)
        self.play(Create(squares))
        self.wait(0.5)
