"""real-021 (formulas): Derive the slope of y = x^2: write y' = 2x under the function, and at x = 3 write y' = 6 under that, with an arrow pointing from the first line to the second."""

from manim import *


class Main(Scene):
    def construct(self):
        f = MathTex("y = x^2").shift(UP * 2 + LEFT * 1)
        d = MathTex("y' = 2x").next_to(f, DOWN, buff=0.9)
        v = MathTex("y' = 6").next_to(d, DOWN, buff=0.9)
        arrow = Arrow(f.get_right() + RIGHT * 0.2, d.get_right() + RIGHT * 0.2, path_arc=-PI / 2, buff=0.1)
        self.play(Write(f))
        self.play(GrowArrow(arrow))
        self.play(Write(d))
        self.play(Write(v))
        self.wait(0.5)
