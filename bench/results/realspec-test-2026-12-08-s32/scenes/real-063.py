from manim import *


class TicTacToeGrid(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=0.9) for _ in range(9)])
        squares.arrange_in_grid(rows=3, cols=3, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.wait(0.5)
        self.play(
            squares[4].animate.set_fill(RED, opacity=0.6),
            squares[2].animate.set_fill(GREEN, opacity=0.6),
            run_time=1
        )
        self.wait()