from manim import *


class EquationSolving(Scene):
    def construct(self):
        first = MathTex("3x", "+", "2", "=", "11")
        second = MathTex("3x", "=", "9")
        third = MathTex("x", "=", "3", color=GREEN)
        top = VGroup(first, second, third).arrange(DOWN, buff=0.4, aligned_edge=RIGHT).shift(UP)
        rule1 = Line(LEFT * 1.6, RIGHT * 1.6).next_to(top, DOWN, buff=0.3)
        rule1.align_to(top, RIGHT)
        rule2 = Line(LEFT * 1.6, RIGHT * 1.6).next_to(rule1, DOWN, buff=0.3)
        rule2.align_to(rule1, RIGHT)
        self.play(Write(first))
        self.play(Write(second), FadeIn(rule1))
        self.play(Write(third), FadeIn(rule2))
        self.wait()