from manim import *

class RightTriangleSquare(Scene):
    def construct(self):
        triangle = Polygon(ORIGIN, RIGHT * 4, UP * 3)  # Draw a right triangle with legs along the axes
        square1 = Square(side_length=4, color=RED, fill_opacity=0.5)
        square2 = Square(side_length=6, color=GREEN, fill_opacity=0.5)
        square3 = Square(side_length=8, color=PINK, fill_opacity=0.5)
        self.play(Create(triangle))
        self.play(Create(square1), Create(square2), Create(square3))
        self.wait()