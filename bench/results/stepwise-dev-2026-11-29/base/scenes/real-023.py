from manim import *


class SystemSolved(Scene):
    def construct(self):
        first = MathTex("x", "+", "y", "=", "5")
        second = MathTex("x", "-", "y", "=", "1")
        top = VGroup(first, second).arrange(DOWN, buff=0.4, aligned_edge=RIGHT).shift(UP)
        rule = Line(LEFT * 1.6, RIGHT * 1.6).next_to(top, DOWN, buff=0.3)
        rule.align_to(top, RIGHT)
        total = MathTex("2x", "=", "6", color=RED).next_to(rule, DOWN, buff=0.3)
        total.align_to(top, RIGHT)
        plus = MathTex("+").next_to(second, LEFT, buff=0.5)
        self.play(Write(first))
        self.play(Write(second), FadeIn(plus))
        self.play(Create(rule))
        self.play(Write(total))
        self.wait()