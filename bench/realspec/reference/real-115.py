"""real-115 (regions): Split the screen in two: on the left half draw a circle with the caption "Circle" under it, and on the right half a square with the caption "Square" under it."""

from manim import *


class Main(Scene):
    def construct(self):
        circle = Circle(radius=1.5, color=BLUE).move_to(LEFT * 3.5 + UP * 0.5)
        square = Square(side_length=3, color=GREEN).move_to(RIGHT * 3.5 + UP * 0.5)
        c_cap = Text("Circle").next_to(circle, DOWN)
        s_cap = Text("Square").next_to(square, DOWN)
        self.play(Create(circle), Create(square))
        self.play(Write(c_cap), Write(s_cap))
        self.wait(0.5)
