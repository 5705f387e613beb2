from manim import *

class TicTacToe(Scene):
    def construct(self):
        # Create the 3x3 grid of squares
        squares = VGroup(*[Square(side_length=0.9) for _ in range(9)])
        squares.arrange_in_grid(rows=3, cols=3, buff=0.25)
        
        # Set the center square to X
        center_square = squares[4]
        center_square.set_fill(RED, opacity=1)
        
        # Set the top right square to O
        top_right_square = squares[8]
        top_right_square.set_fill(BLUE, opacity=1)
        
        # Add the squares to the scene
        self.play(LaggedStart(*[Create(s) for s in squares], lag_ratio=0.1))
        self.wait()