from manim import *


class RedGreenBlueTriangle(Scene):
    def construct(self):
        circle = Circle(color=RED, radius=1)
        square = Square(color=GREEN)
        triangle = Triangle(color=BLUE, radius=1)
        shapes = VGroup(circle, square, triangle).arrange(RIGHT, buff=1)
        self.play(Create(shapes))
        self.wait()