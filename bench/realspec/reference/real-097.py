"""real-097 (geometry): Draw a right triangle with its sides labelled a, b and c, c on the hypotenuse, and write a^2 + b^2 = c^2 below the triangle."""

from manim import *


class Main(Scene):
    def construct(self):
        A, B, C = np.array([-2, -1, 0]), np.array([2, -1, 0]), np.array([2, 2, 0])
        tri = Polygon(A, B, C, color=BLUE)
        a = MathTex("a").next_to(Line(B, C), RIGHT)
        b = MathTex("b").next_to(Line(A, B), DOWN)
        c = MathTex("c").move_to((A + C) / 2 + np.array([-0.45, 0.45, 0]))
        formula = MathTex("a^2 + b^2 = c^2").next_to(tri, DOWN, buff=0.9)
        self.play(Create(tri))
        self.play(Write(a), Write(b), Write(c))
        self.play(Write(formula))
        self.wait(0.5)
