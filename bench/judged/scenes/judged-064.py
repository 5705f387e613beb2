from manim import *

class GridOfSquaresWithGaps(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=1) for _ in range(9)])
        squares.arrange_in_grid(rows=3, cols=3, buff=0.1)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.play(squares.animate.scale(0.9))
        self.wait()