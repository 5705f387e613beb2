from manim import *

class ChessboardGrid(Scene):
    def construct(self):
        # Create the chessboard grid
        squares = VGroup(*[Square(side_length=0.9) for _ in range(16)])
        squares.arrange_in_grid(rows=4, cols=4, buff=0.25)
        squares.set_fill(BLUE, opacity=0.6).set_stroke(WHITE, 2)
        
        # Create the red border
        border = Rectangle(width=4, height=4, color=RED)
        border.set_stroke(WHITE, 2)
        
        # Add the border to the scene
        self.play(Create(border))
        self.play(Create(squares))
        self.wait()