"""spec-054 (grids): Arrange six red triangles in two rows of three."""

from manim import *


class Main(Scene):
    def construct(self):
        tris = VGroup(*[Triangle(color=RED).scale(0.6) for _ in range(6)]).arrange_in_grid(rows=2, cols=3, buff=0.5)
        self.play(Create(tris))
        self.wait(0.5)
