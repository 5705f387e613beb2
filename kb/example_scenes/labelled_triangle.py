from manim import *


class LabelledTriangle(Scene):
    """A labelled diagram: a right triangle with its vertices labelled A, B, C, side labels a, b, c and the right angle marked."""

    def construct(self):
        a, b, c = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, LEFT * 2 + UP * 1.5
        triangle = Polygon(a, b, c, color=WHITE)
        labels = VGroup(
            MathTex("A").next_to(a, DL, buff=0.15),
            MathTex("B").next_to(b, DR, buff=0.15),
            MathTex("C").next_to(c, UL, buff=0.15),
        )
        sides = VGroup(
            MathTex("c").next_to(Line(a, b), DOWN),
            MathTex("b").next_to(Line(a, c), LEFT),
            MathTex("a").move_to((b + c) / 2 + RIGHT * 0.4 + UP * 0.3),
        )
        right_angle = RightAngle(Line(a, b), Line(a, c), length=0.3)
        self.play(Create(triangle))
        self.play(Write(labels), Write(sides), Create(right_angle))
        self.wait()
