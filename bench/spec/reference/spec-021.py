"""spec-021 (formulas): Write the integral of x dx from 0 to 1 and, to its right, its value 1/2."""

from manim import *


class Main(Scene):
    def construct(self):
        integral = MathTex(r"\int_0^1 x\,dx").shift(LEFT)
        value = MathTex(r"= \frac{1}{2}").next_to(integral, RIGHT)
        self.play(Write(integral))
        self.play(Write(value))
        self.wait(0.5)
