from manim import *

class TicTacToeGrid(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=0.9) for _ in range(9)])
        squares.arrange_in_grid(rows=3, cols=3, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.wait(0.5)
        x = Square(side_length=0.9, color=RED)
        x.move_to(squares[4])
        self.play(Create(x), run_time=1)
        self.wait(0.5)
        o = Square(side_length=0.9, color=BLUE)
        o.move_to(squares[2])
        self.play(Create(o), run_time=1)
        self.wait()