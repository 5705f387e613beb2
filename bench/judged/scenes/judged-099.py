from manim import *

class RightTriangleWithLabels(Scene):
    def construct(self):
        a, b, c = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, LEFT * 2 + UP * 1.5
        triangle = Polygon(a, b, c, color=WHITE)
        labels = VGroup(
            MathTex("3").next_to(a + RIGHT * 0.5, RIGHT, buff=0.2),
            MathTex("4").next_to(b + RIGHT * 0.5, RIGHT, buff=0.2),
            MathTex("5").next_to(Line(a, c).get_center(), RIGHT, buff=0.2),
        )
        formula = MathTex("9 + 16 = 25").next_to(VGroup(triangle, labels), DOWN, buff=0.5)
        self.play(Create(triangle))
        self.play(Write(labels))
        self.play(Write(formula))
        self.wait()