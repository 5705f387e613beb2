from manim import *

class ChessboardGrid(Scene):
    def construct(self):
        # Define the size of the chessboard
        size = 4
        
        # Create the chessboard grid
        squares = VGroup(*[Square(side_length=1.0) for _ in range(size * size)])
        squares.arrange_in_grid(rows=size, cols=size, buff=0.05)
        
        # Set the fill color of the squares
        squares.set_fill(BLUE, opacity=0.5)
        squares.set_fill(WHITE, opacity=0.5)
        
        # Set the border color
        border = Rectangle(width=1.0, height=4.0, color=RED)
        border.move_to(ORIGIN)
        
        # Add the border to the chessboard
        self.play(Create(border))
        
        # Wait for a moment before removing the border
        self.wait(1)
        
        # Remove the border
        self.play(border.animate.scale(0))
        self.wait()
        
        # Create all white squares
        white_squares = VGroup(*[
            Square(side_length=1.0, color=WHITE)
            for i in range(size)
            for j in range(size)
            if (i + j) % 2 == 0
        ])
        
        # Arrange the white squares in a grid
        white_squares.arrange_in_grid(rows=4, cols=4, buff=0.3)
        
        # Add the white squares to the chessboard
        self.play(Create(white_squares))