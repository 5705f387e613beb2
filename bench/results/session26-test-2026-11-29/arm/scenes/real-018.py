from manim import *


class ExpandAB(Scene):
    def construct(self):
        a, b = LEFT * 2 + DOWN, RIGHT * 2 + DOWN
        a_plus_b = a + b
        a_plus_b_squared = a_plus_b * a_plus_b
        a_squared_plus_2ab_plus_b_squared = a_plus_b_squared + a_plus_b_squared

        top_line = MathTex(r"(a + b)^2").next_to(a_plus_b, UP, buff=0.5)
        middle_line = MathTex(r"(a + b)(a + b)").next_to(top_line, DOWN, buff=0.5)
        bottom_line = MathTex(r"a^2 + 2ab + b^2").next_to(middle_line, DOWN, buff=0.5)

        self.play(Create(top_line))
        self.play(Write(middle_line))
        self.play(Write(bottom_line))
        self.wait()