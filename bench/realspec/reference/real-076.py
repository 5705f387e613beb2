"""real-076 (layout): Show a large square with a circle inside it touching all four sides, and write "inscribed" below the square."""

from manim import *


class Main(Scene):
    def construct(self):
        square = Square(side_length=4).shift(UP * 0.4)
        circle = Circle(radius=2, color=YELLOW).move_to(square)
        word = Text("inscribed").next_to(square, DOWN, buff=0.3)
        self.play(Create(square))
        self.play(Create(circle))
        self.play(Write(word))
        self.wait(0.5)
