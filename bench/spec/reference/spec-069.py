"""spec-069 (layout): Show a star next to a hexagon."""

from manim import *


class Main(Scene):
    def construct(self):
        hexagon = RegularPolygon(n=6).shift(LEFT * 1.5)
        star = Star().next_to(hexagon, RIGHT, buff=0.5)
        self.play(Create(hexagon), Create(star))
        self.wait(0.5)
