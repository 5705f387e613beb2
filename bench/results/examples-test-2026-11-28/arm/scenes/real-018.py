from manim import *

class ExpandAB(Scene):
    def construct(self):
        a, b = LEFT * 2 + DOWN, RIGHT * 2 + DOWN
        a_plus_b = a + b
        a_plus_b_squared = a_plus_b * a_plus_b
        a_squared_plus_2ab_plus_b_squared = a_plus_b_squared - a_plus_b

        # Write the top line
        top_line = MathTex(r"(a + b)^2").next_to(a_plus_b, DOWN, buff=0.5)
        self.play(Write(top_line))

        # Write the second line
        second_line = MathTex(r"(a + b)(a + b)").next_to(top_line, DOWN, buff=0.5)
        self.play(Write(second_line))

        # Write the third line
        third_line = MathTex(r"a^2 + 2ab + b^2").next_to(second_line, DOWN, buff=0.5)
        self.play(Write(third_line))

        # Move the fourth line into view
        fourth_line = MathTex(r"a^2 + 2ab + b^2").next_to(third_line, DOWN, buff=0.5)
        self.play(Transform(third_line, fourth_line))

        self.wait()