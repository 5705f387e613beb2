"""spec-046 (charts): Draw four rectangles as bars of heights 1, 2, 3 and 4 side by side."""

from manim import *


class Main(Scene):
    def construct(self):
        bars = VGroup(*[Rectangle(width=1, height=h, color=BLUE, fill_opacity=0.7) for h in (1, 2, 3, 4)])
        bars.arrange(RIGHT, buff=0.3, aligned_edge=DOWN)
        self.play(Create(bars))
        self.wait(0.5)
