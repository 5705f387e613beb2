"""real-073 (layout): Put a red circle on the left, a green square in the middle and a blue triangle on the right, all the same size and in one row."""

from manim import *


class Main(Scene):
    def construct(self):
        shapes = VGroup(Circle(radius=1, color=RED), Square(side_length=2, color=GREEN), Triangle(color=BLUE).scale(1.2)).arrange(RIGHT, buff=1.2)
        self.play(Create(shapes))
        self.wait(0.5)
