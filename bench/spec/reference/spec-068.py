"""spec-068 (layout): Put a red dot in the centre and four blue dots around it."""

from manim import *


class Main(Scene):
    def construct(self):
        center = Dot(ORIGIN, color=RED)
        around = VGroup(*[Dot(2 * d, color=BLUE) for d in (UP, DOWN, LEFT, RIGHT)])
        self.play(FadeIn(center))
        self.play(FadeIn(around))
        self.wait(0.5)
