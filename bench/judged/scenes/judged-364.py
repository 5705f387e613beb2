from manim import *

class TriangleWithLine(Scene):
    def construct(self):
        A, B, C = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, LEFT * 2 + UP * 1.5
        triangle = Polygon(A, B, C, color=WHITE)
        sides = VGroup(
            MathTex("a").next_to(Line(A, B), DOWN),
            MathTex("b").next_to(Line(A, C), LEFT),
            MathTex("c").next_to(Line(A, C), RIGHT),
        )
        right_angle = RightAngle(Line(A, B), Line(A, C), length=0.3)
        mid = (B + C) / 2
        line = Line(A, mid, color=RED)

        self.play(Create(triangle), Create(sides), Create(right_angle))
        self.play(Write(line))
        self.wait()