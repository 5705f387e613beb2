"""real-085 (sequences): A triangle appears, then a square appears to its right, then the triangle turns into a circle while the square moves down."""

from manim import *


class Main(Scene):
    def construct(self):
        tri = Triangle().scale(1.2).shift(LEFT * 2)
        square = Square(side_length=2).shift(RIGHT * 2)
        self.play(Create(tri))
        self.play(Create(square))
        circle = Circle(radius=1.2).move_to(tri)
        self.play(Transform(tri, circle), square.animate.shift(DOWN * 2))
        self.wait(0.5)
