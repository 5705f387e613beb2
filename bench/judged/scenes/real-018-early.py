from manim import *


class ExpandAB2(Scene):
    def construct(self):
        a, b = LEFT * 2 + DOWN, RIGHT * 2 + DOWN
        top_text = MathTex(r"(a + b)^2").to_edge(UP)
        middle_text = MathTex(r"(a + b)(a + b)").next_to(top_text, DOWN, buff=0.5)
        bottom_text = MathTex(r"a^2 + 2ab + b^2").next_to(middle_text, DOWN, buff=0.5)
        self.play(Write(top_text))
        self.play(Write(middle_text))
        self.play(Write(bottom_text))
        self.wait()