"""spec-074 (sequences): A blue square rotates 45 degrees clockwise, then moves to the right."""

from manim import *


class Main(Scene):
    def construct(self):
        s = Square(color=BLUE)
        self.play(Create(s))
        self.play(Rotate(s, angle=-PI / 4))
        self.play(s.animate.shift(RIGHT * 3))
        self.wait(0.5)
