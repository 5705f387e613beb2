# Description: Edit: add them to get 2x = 6 on a third line below a horizontal line
#   Edit: colour the result red.
from manim import *


class SystemEquations(Scene):
    def construct(self):
        first = MathTex("x", "+", "y", "=", "5")
        second = MathTex("x", "-", "y", "=", "1")
        top = VGroup(first, second).arrange(DOWN, buff=0.4, aligned_edge=RIGHT).shift(UP)
        rule = Line(LEFT * 1.6, RIGHT * 1.6).next_to(top, DOWN, buff=0.3)
        rule.align_to(top, RIGHT)
        self.play(Write(first))
        self.play(Write(second), FadeIn(rule))
        self.play(Write(Text("2x = 6").set_color(RED)))
        self.wait()