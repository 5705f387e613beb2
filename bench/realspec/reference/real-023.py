"""real-023 (formulas): Write the system x + y = 5 and x - y = 1 one under the other, add them to get 2x = 6 on a third line below a horizontal line, and colour the result red."""

from manim import *


class Main(Scene):
    def construct(self):
        e1 = MathTex("x + y = 5").shift(UP * 1.5)
        e2 = MathTex("x - y = 1").next_to(e1, DOWN, buff=0.4)
        rule = Line(LEFT * 1.5, RIGHT * 1.5).next_to(e2, DOWN, buff=0.3)
        e3 = MathTex("2x = 6", color=RED).next_to(rule, DOWN, buff=0.4)
        self.play(Write(e1), Write(e2))
        self.play(Create(rule))
        self.play(Write(e3))
        self.wait(0.5)
