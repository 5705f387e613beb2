from manim import *


class RightTriangleWithLabels(Scene):
    def construct(self):
        a, b, c = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, LEFT * 2 + UP * 1.5
        triangle = Polygon(a, b, c, color=WHITE)
        right_angle = Square(side_length=0.2).next_to(Line(a, b), DOWN, buff=0.1)
        sides = VGroup(
            MathTex("3").next_to(Line(a, b), DOWN),
            MathTex("4").next_to(Line(a, c), LEFT),
            MathTex("5").next_to(right_angle, UP),
        )
        self.play(Create(triangle), Write(sides), Create(right_angle))
        self.wait()