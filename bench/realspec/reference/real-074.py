"""real-074 (layout): Draw a house: a brown square with a red triangle roof directly on top of it, and a small yellow sun in the top right corner of the screen."""

from manim import *


class Main(Scene):
    def construct(self):
        walls = Square(side_length=3, color="#8B5A2B", fill_opacity=0.8).shift(DOWN * 1.2)
        roof = Triangle(color=RED, fill_opacity=0.9).stretch_to_fit_width(3.6).stretch_to_fit_height(1.6).next_to(walls, UP, buff=0)
        sun = Circle(radius=0.5, color=YELLOW, fill_opacity=1).to_corner(UR, buff=0.6)
        self.play(Create(walls))
        self.play(Create(roof))
        self.play(FadeIn(sun))
        self.wait(0.5)
