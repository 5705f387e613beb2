from manim import *

class ChessboardBorder(Scene):
    def construct(self):
        # Create the chessboard
        squares = VGroup(*[Square(side_length=0.9) for _ in range(16)])
        squares.arrange_in_grid(rows=4, cols=4, buff=0.1)
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))

        # Create the red border
        border = Rectangle(width=4, height=4, fill_color=RED, stroke_width=2)
        border.move_to(ORIGIN)
        self.play(Create(border), run_time=2)