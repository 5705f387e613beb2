from manim import *

class TriangleWithCircle(Scene):
    def construct(self):
        A, B, C = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5
        triangle = Polygon(A, B, C, color=WHITE)
        circle = Circle(radius=1, color=RED)
        self.play(Create(triangle))
        self.play(Create(circle))
        self.wait()