from manim import *


class TicTacToeGrid(Scene):
    def construct(self):
        rows, cols = 3, 3
        cells = VGroup(*[Square(side_length=1.3) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        self.play(Create(cells), run_time=2)
        
        # Place X in the centre square
        x = cells[4]
        self.play(FadeIn(x), run_time=1)
        
        # Place O in the top right square
        o = cells[8]
        self.play(FadeIn(o), run_time=1)
        
        self.wait()