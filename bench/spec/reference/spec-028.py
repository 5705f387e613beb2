"""spec-028 (plots): Draw a number plane and a yellow arrow from the origin to (2, 1)."""

from manim import *


class Main(Scene):
    def construct(self):
        plane = NumberPlane()
        v = Arrow(ORIGIN, [2, 1, 0], buff=0, color=YELLOW)
        self.play(Create(plane))
        self.play(GrowArrow(v))
        self.wait(0.5)
