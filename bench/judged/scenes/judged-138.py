from manim import *


class ThreePurpleSquares(Scene):
    def construct(self):
        square1 = Square(color=BLUE, side_length=1)
        square2 = Square(color=BLUE, side_length=2)
        square3 = Square(color=BLUE, side_length=3)
        square1.move_to(LEFT * 2)
        square2.move_to(LEFT * 4)
        square3.move_to(LEFT * 6)
        self.play(Create(square1), Create(square2), Create(square3))
        self.wait()