"""spec-003 (shapes): Draw a green star in the centre of the screen."""

from manim import *


class Main(Scene):
    def construct(self):
        star = Star(color=GREEN, fill_opacity=0.5)
        self.play(Create(star))
        self.wait(0.5)
