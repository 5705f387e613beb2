from manim import *

class GraphWithEdgeRemoval(Scene):
    def construct(self):
        A, B, C, D = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, RIGHT * 2 + UP * 1.5, RIGHT * 2 + UP * 3
        triangle = Polygon(A, B, C, D, color=WHITE)
        right_angle = RightAngle(Line(A, B), Line(A, C), length=0.3)
        edges = VGroup(
            Line(A, B),
            Line(A, C),
            Line(B, C),
            Line(A, D), 
        )
        self.play(Create(triangle), Create(right_angle))
        self.play(Write(edges))
        self.wait()
        self.play(edges[3].animate.removed_from(triangle))
        self.wait()