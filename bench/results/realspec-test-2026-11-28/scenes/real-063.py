from manim import *

class TicTacToe(Scene):
    def construct(self):
        # Create the 3x3 grid of squares
        squares = VGroup(*[Square(side_length=0.9) for _ in range(9)])
        squares.arrange_in_grid(rows=3, cols=3, buff=0.25)
        
        # Add the X in the centre square
        x = Square(side_length=0.9, color=RED)
        x.move_to(squares[4])
        self.add(x)
        
        # Add the O in the top right square
        o = Square(side_length=0.9, color=BLUE)
        o.move_to(squares[6])
        self.add(o)
        
        # Wait for the scene to finish
        self.wait()