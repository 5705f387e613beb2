from manim import *


class ExpandAB(Scene):
    def construct(self):
        top = MathTex(r"(a + b)^2").move_to(UP * 3)
        self.play(Create(top))

        middle = MathTex(r"(a + b)(a + b)").next_to(top, DOWN, buff=1)
        self.play(Write(middle))

        bottom = MathTex(r"a^2 + 2ab + b^2").next_to(middle, DOWN, buff=1)
        self.play(Write(bottom))
        self.wait()