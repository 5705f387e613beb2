r"""real-019 (formulas): Write the area of a circle, A = \pi r^2, in the centre, then below it substitute r = 3 to get A = 9\pi, with the second line in yellow."""

from manim import *


class Main(Scene):
    def construct(self):
        area = MathTex(r"A = \pi r^2", font_size=64).shift(UP * 0.6)
        value = MathTex(r"A = 9\pi", color=YELLOW, font_size=64).next_to(area, DOWN, buff=0.7)
        self.play(Write(area))
        self.wait(0.5)
        self.play(Write(value))
        self.wait(0.5)
