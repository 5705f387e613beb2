from manim import *


class EquationsAdded(Scene):
    """Adding two equations: 2x + y = 7 and x - y = 2 written one under the other, a horizontal line drawn under them, their sum 3x = 9 written on a third line below the line and coloured red."""

    def construct(self):
        first = MathTex("2x", "+", "y", "=", "7")
        second = MathTex("x", "-", "y", "=", "2")
        top = VGroup(first, second).arrange(DOWN, buff=0.4, aligned_edge=RIGHT).shift(UP)
        rule = Line(LEFT * 1.6, RIGHT * 1.6).next_to(top, DOWN, buff=0.3)
        rule.align_to(top, RIGHT)
        total = MathTex("3x", "=", "9", color=RED).next_to(rule, DOWN, buff=0.3)
        total.align_to(top, RIGHT)
        plus = MathTex("+").next_to(second, LEFT, buff=0.5)
        self.play(Write(first))
        self.play(Write(second), FadeIn(plus))
        self.play(Create(rule))
        self.play(Write(total))
        self.wait()
