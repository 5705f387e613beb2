"""real-008 (shapes): Draw a big orange triangle with a small blue circle just below it, then shrink the triangle to half its size."""

from manim import *


class Main(Scene):
    def construct(self):
        tri = Triangle(color=ORANGE, fill_opacity=0.5).scale(2).shift(UP * 0.8)
        circle = Circle(radius=0.5, color=BLUE).next_to(tri, DOWN, buff=0.3)
        self.play(Create(tri), Create(circle))
        self.wait(0.5)
        self.play(tri.animate.scale(0.5))
        self.wait(0.5)
