"""spec-053 (grids): Show a 4 by 4 grid of small dots."""

from manim import *


class Main(Scene):
    def construct(self):
        dots = VGroup(*[Dot() for _ in range(16)]).arrange_in_grid(rows=4, cols=4, buff=0.6)
        self.play(FadeIn(dots))
        self.wait(0.5)
