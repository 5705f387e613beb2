"""real-101 (geometry): Show a square with side length 3 written on the bottom side and on the left side, and write Area = 9 inside the square."""

from manim import *


class Main(Scene):
    def construct(self):
        square = Square(side_length=3.5, color=GREEN)
        bottom = MathTex("3").next_to(square, DOWN)
        left = MathTex("3").next_to(square, LEFT)
        area = Text("Area = 9").move_to(square)
        self.play(Create(square))
        self.play(Write(bottom), Write(left))
        self.play(Write(area))
        self.wait(0.5)
