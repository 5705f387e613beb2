"""spec-085 (counting): Count to three with dots: show one dot, then two, then three."""

from manim import *


class Main(Scene):
    def construct(self):
        dots = VGroup(*[Dot(radius=0.2) for _ in range(3)]).arrange(RIGHT, buff=1)
        for d in dots:
            self.play(FadeIn(d), run_time=0.4)
            self.wait(0.3)
        self.wait(0.5)
