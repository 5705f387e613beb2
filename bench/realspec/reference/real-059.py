"""real-059 (grids): Draw a chessboard-style 4 by 4 grid of alternating black and white squares with a red border around the whole board."""

from manim import *


class Main(Scene):
    def construct(self):
        cells = VGroup()
        for r in range(4):
            for c in range(4):
                light = (r + c) % 2 == 0
                cells.add(Square(side_length=1.2, stroke_width=1, stroke_color=GREY,
                                 fill_color=WHITE if light else BLACK, fill_opacity=1))
        cells.arrange_in_grid(rows=4, cols=4, buff=0)
        border = Square(side_length=4.9, color=RED, stroke_width=8).move_to(cells)
        self.play(FadeIn(cells))
        self.play(Create(border))
        self.wait(0.5)
