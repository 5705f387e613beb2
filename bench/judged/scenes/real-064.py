from manim import *

class GridOfSquares(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=0.9) for _ in range(12)])
        squares.arrange_in_grid(rows=2, cols=6, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.play(squares.animate.scale(0.5))
        self.play(squares.animate.move_to(LEFT * 5 + DOWN * 5))
        self.wait()