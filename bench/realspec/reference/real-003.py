"""real-003 (shapes): Draw three teal circles side by side, small on the left, medium in the middle and large on the right."""

from manim import *


class Main(Scene):
    def construct(self):
        circles = VGroup(
            Circle(radius=0.5, color=TEAL, fill_opacity=0.6),
            Circle(radius=1.0, color=TEAL, fill_opacity=0.6),
            Circle(radius=1.5, color=TEAL, fill_opacity=0.6),
        ).arrange(RIGHT, buff=0.6)
        self.play(Create(circles))
        self.wait(0.5)
