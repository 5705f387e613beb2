from manim import *

class DrawShapes(Scene):
    def construct(self):
        circle = Circle(radius=1, color=BLUE, fill_opacity=0.5)
        triangle = Triangle(color=RED, fill_opacity=0.5).scale(1.2)
        square = Square(side_length=2, color=GREEN, fill_opacity=0.5)
        shapes = VGroup(circle, triangle, square).arrange(RIGHT, buff=1.2, aligned_edge=DOWN)
        self.play(Create(shapes))
        self.wait()