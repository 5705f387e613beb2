from manim import *

class TriangleGraphWithEdge(Scene):
    def construct(self):
        A, B, C = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, LEFT * 2 + UP * 1.5
        triangle = Polygon(A, B, C, color=WHITE)
        edge = Line(A, C, color=ORANGE)
        self.play(Create(triangle))
        self.play(Create(edge))
        self.wait()