"""real-006 (shapes): Draw a wide red rectangle, then draw its two diagonals in white and put a yellow dot where they cross."""

from manim import *


class Main(Scene):
    def construct(self):
        rect = Rectangle(width=6, height=3, color=RED)
        d1 = Line(rect.get_corner(UL), rect.get_corner(DR), color=WHITE)
        d2 = Line(rect.get_corner(DL), rect.get_corner(UR), color=WHITE)
        cross = Dot(rect.get_center(), color=YELLOW)
        self.play(Create(rect))
        self.play(Create(d1), Create(d2))
        self.play(FadeIn(cross))
        self.wait(0.5)
