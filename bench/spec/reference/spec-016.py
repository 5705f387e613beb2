"""spec-016 (formulas): Show the Pythagorean theorem a^2 + b^2 = c^2 below a right triangle."""

from manim import *


class Main(Scene):
    def construct(self):
        tri = Polygon([-1.5, -1, 0], [1.5, -1, 0], [-1.5, 1, 0], color=WHITE).shift(UP)
        f = MathTex("a^2 + b^2 = c^2").next_to(tri, DOWN, buff=0.5)
        self.play(Create(tri))
        self.play(Write(f))
        self.wait(0.5)
