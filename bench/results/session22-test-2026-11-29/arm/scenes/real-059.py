from manim import *

class ChessboardGrid(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=0.9) for _ in range(16)])
        squares.arrange_in_grid(rows=4, cols=4, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.play(squares.animate.set_fill(BLUE, opacity=0.6))
        self.play(squares.animate.set_fill(WHITE, opacity=0.6))
        self.play(squares.animate.set_fill(RED, opacity=0.6))
        self.wait()