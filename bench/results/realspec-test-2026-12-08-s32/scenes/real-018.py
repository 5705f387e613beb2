from manim import *


class ExpandAB(Scene):
    def construct(self):
        top = MathTex(r"(a + b)^2").shift(UP * 4)
        top.shift(0.53 * DOWN)
        first_line = MathTex(r"(a + b)(a + b)").shift(UP * 2)
        second_line = MathTex(r"a^2 + 2ab + b^2").next_to(first_line, DOWN)
        self.play(Write(top))
        self.play(Write(first_line))
        self.play(Write(second_line))
        self.wait()
