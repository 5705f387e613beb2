from manim import *


class Main(Scene):
    def construct(self):
        circle = Circle(radius=1, color=RED).shift(LEFT * 4)
        square = Square(side_length=2, color=GREEN)
        triangle = Triangle(color=BLUE).scale(1.2).shift(RIGHT * 4)
        self.play(Create(circle))
        self.play(Create(square))
        self.play(Create(triangle))
        self.wait()
