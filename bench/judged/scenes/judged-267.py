from manim import *

class QuadraticEquations(Scene):
    def construct(self):
        top = MathTex(r"x^2 - 4 = 0").next_to(UP, buff=0.5)
        top.to_edge(UP)
        bottom = MathTex(r"(x - 2)(x + 2) = 0").next_to(top, DOWN, buff=0.5)
        bottom_right = MathTex(r"x = 2 \text{ or } x = -2").next_to(bottom, RIGHT, buff=0.5)
        bottom_right.next_to(bottom, DOWN)
        bottom_right.shift(0.73 * LEFT)
        self.play(Write(top))
        self.play(Write(bottom))
        self.play(Write(bottom_right))
        self.wait()
