from manim import *

class FillScreenGridWithBlueCorners(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=0.9) for _ in range(16)])
        squares.arrange_in_grid(rows=4, cols=4, buff=0.25)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.play(squares.animate.scale_to_fit_height(config.frame_height * 0.9), run_time=2)
        corner_squares = VGroup(squares[0], squares[3], squares[12], squares[15])
        corner_squares.set_fill(BLUE, opacity=0.6)
        self.wait()