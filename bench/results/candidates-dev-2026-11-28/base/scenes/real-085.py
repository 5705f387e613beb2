from manim import *

class TriangleToSquareToCircle(Scene):
    def construct(self):
        triangle = Triangle(color=RED, fill_opacity=0.5)
        square = Square(color=BLUE, fill_opacity=0.5)
        self.play(Create(triangle), Create(square))
        self.play(triangle.animate.rotate(PI / 2), square.animate.move_to(RIGHT * 2))
        self.play(Transform(triangle, Circle(color=BLUE, fill_opacity=0.5)))
        self.wait()