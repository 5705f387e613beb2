from manim import *


class TriangleSquareYellow(Scene):
    def construct(self):
        triangle = Triangle(color=RED, fill_opacity=0.7)
        square = Square(color=GREEN, fill_opacity=0.7)
        circle = Circle(color=BLUE, fill_opacity=0.7)
        shapes = VGroup(triangle, square, circle).arrange(RIGHT, buff=1)
        self.play(Create(shapes))
        self.play(square.animate.set_fill(YELLOW))
        self.wait()