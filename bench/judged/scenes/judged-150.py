from manim import *


class GridWithRedMiddleAndBlueCorners(Scene):
    def construct(self):
        grid = VGroup(*[Square(side_length=1.2, fill_opacity=0.7) for _ in range(9)])
        grid.arrange_in_grid(rows=3, cols=3, buff=0)
        grid.set_color_by_gradient(BLUE, GREEN)
        grid.set_stroke(WHITE, width=2)
        self.play(FadeIn(grid))
        self.wait(0.5)
        # colour the middle square red
        middle_square = grid[4]
        middle_square.set_fill(RED, opacity=1)
        self.wait(0.5)