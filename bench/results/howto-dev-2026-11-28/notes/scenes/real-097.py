from manim import *

class RightTriangleLabels(Scene):
    def construct(self):
        a, b, c = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, LEFT * 2 + UP * 1.5
        triangle = Polygon(a, b, c, color=WHITE)
        right_angle = RightAngle(Line(b, a), Line(b, c), length=0.3)
        angle_arc = Angle(Line(b, a), Line(b, c))
        label_a = MathTex("a").next_to(Line(a, b), DOWN)
        label_b = MathTex("b").next_to(Line(a, c), LEFT)
        label_c = MathTex("c").next_to(Line(c, a), RIGHT)
        formula = MathTex(r'a^2 + b^2 = c^2').next_to(VGroup(triangle, label_a, label_b, label_c), DOWN, buff=0.5)

        self.play(Create(triangle))
        self.play(Create(right_angle), Create(angle_arc))
        self.play(Write(label_a), Write(label_b), Write(label_c))
        self.play(Write(formula))
        self.wait()