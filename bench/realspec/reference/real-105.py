"""real-105 (motion): Draw a yellow vector from the origin to (2, 1) on a number plane and rotate it 90 degrees counterclockwise about its tail."""

from manim import *


class Main(Scene):
    def construct(self):
        plane = NumberPlane()
        vec = Vector([2, 1, 0], color=YELLOW)
        self.play(Create(plane))
        self.play(GrowArrow(vec))
        self.play(Rotate(vec, angle=PI / 2, about_point=ORIGIN))
        self.wait(0.5)
