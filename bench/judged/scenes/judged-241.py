from manim import *


class SquareWithDiagonals(Scene):
    def construct(self):
        square = Square(side_length=2, color=BLUE)
        self.play(Create(square))
        diagonal1 = Line(square.get_corner(DL), square.get_corner(UR), color=YELLOW)
        diagonal2 = Line(square.get_corner(DL), square.get_corner(UR), color=YELLOW)
        self.play(Create(diagonal1), Create(diagonal2))
        # the intersection point of the diagonals is the center of the square
        center = square.get_center()
        dot = Dot(center, color=WHITE)
        self.play(GrowFromCenter(dot))
        self.wait()