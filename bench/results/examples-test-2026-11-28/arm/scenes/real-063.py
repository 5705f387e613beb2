from manim import *


class TicTacToe(Scene):
    def construct(self):
        rows, cols = 3, 3
        cells = VGroup(*[Square(side_length=1.3) for _ in range(rows * cols)])
        cells.arrange_in_grid(rows=rows, cols=cols, buff=0.05)
        x = Text("X", font_size=36).move_to(cells[4])
        o = Text("O", font_size=36).move_to(cells[8])
        self.play(Create(cells), run_time=2)
        self.play(FadeIn(x), FadeIn(o), run_time=1)
        self.wait()