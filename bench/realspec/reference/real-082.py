"""real-082 (sequences): While a red circle moves from the left edge to the right edge, a blue square rotates in place in the centre of the screen."""

from manim import *


class Main(Scene):
    def construct(self):
        circle = Circle(radius=0.5, color=RED, fill_opacity=0.8).to_edge(LEFT)
        square = Square(side_length=1.5, color=BLUE)
        self.add(circle, square)
        self.play(circle.animate.to_edge(RIGHT), Rotate(square, angle=PI), run_time=3)
        self.wait(0.5)
