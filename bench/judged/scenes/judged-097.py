from manim import *

class TriangleMidpoint(Scene):
    def construct(self):
        a, b, c = LEFT * 2 + DOWN, RIGHT * 2 + DOWN, LEFT * 2 + UP * 1.5
        triangle = Polygon(a, b, c, color=WHITE)
        labels = VGroup(
            MathTex("A").next_to(a, DL, buff=0.15),
            MathTex("B").next_to(b, DR, buff=0.15),
            MathTex("C").next_to(c, UL, buff=0.15),
        )
        mid = triangle.get_midpoint()
        mid_dot = Dot(mid, color=RED)
        mid_label = Text("M", font_size=32).next_to(mid_dot, DOWN)
        self.play(Create(triangle))
        self.play(Write(labels))
        self.play(Create(mid_dot), Write(mid_label))
        self.wait()