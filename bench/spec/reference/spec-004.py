"""spec-004 (shapes): Create an orange ellipse and a purple hexagon next to it."""

from manim import *


class Main(Scene):
    def construct(self):
        e = Ellipse(width=3, height=1.5, color=ORANGE).shift(LEFT * 2)
        h = RegularPolygon(n=6, color=PURPLE).next_to(e, RIGHT, buff=0.5)
        self.play(Create(e))
        self.play(Create(h))
        self.wait(0.5)
