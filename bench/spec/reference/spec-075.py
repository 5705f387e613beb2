"""spec-075 (sequences): A circle grows to twice its size and then fades out."""

from manim import *


class Main(Scene):
    def construct(self):
        c = Circle(radius=1)
        self.play(Create(c))
        self.play(c.animate.scale(2))
        self.play(FadeOut(c))
