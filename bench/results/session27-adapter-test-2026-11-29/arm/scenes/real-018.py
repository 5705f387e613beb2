from manim import *

class ExpandAB2(Scene):
    def construct(self):
        a, b = LEFT * 2 + DOWN, RIGHT * 2 + DOWN
        triangle = Polygon(a, b, b + RIGHT * 0.5, color=WHITE)
        labels = VGroup(
            MathTex("a").next_to(a, DL, buff=0.15),
            MathTex("b").next_to(b, DR, buff=0.15),
        )
        sides = VGroup(
            MathTex("b + \\frac{1}{2} a").next_to(Line(a, b), DOWN),
            MathTex("a + b").next_to(Line(b, a), LEFT),
        )
        formula = MathTex("a^2 + 2ab + b^2").next_to(VGroup(triangle, labels), DOWN, buff=0.5)
        self.play(Create(triangle))
        self.play(Write(labels))
        self.play(Write(sides))
        self.play(Write(formula))
        self.wait()