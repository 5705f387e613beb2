from manim import *


class RedGreenBlueRow(Scene):
    def construct(self):
        circle = Circle(color=RED, fill_opacity=0.7)
        square = Square(color=GREEN, fill_opacity=0.7)
        triangle = Triangle(color=BLUE, fill_opacity=0.7)
        shapes = VGroup(circle, square, triangle).arrange(RIGHT, buff=1)
        self.play(Create(shapes))
        self.wait()