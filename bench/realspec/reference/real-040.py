"""real-040 (number_lines): Draw a number line from 0 to 8, then place the numbers 1.5, 4 and 6.5 on it as blue dots one by one, each with its value written above it."""

from manim import *


class Main(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 8, 1], length=11, include_numbers=True)
        self.play(Create(line))
        for v in (1.5, 4, 6.5):
            dot = Dot(line.n2p(v), color=BLUE, radius=0.12)
            label = MathTex(f"{v:g}", color=BLUE).next_to(dot, UP, buff=0.25)
            self.play(FadeIn(dot), Write(label))
        self.wait(0.5)
