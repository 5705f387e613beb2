"""spec-066 (layout): Place three circles side by side."""

from manim import *


class Main(Scene):
    def construct(self):
        circles = VGroup(*[Circle(radius=1) for _ in range(3)]).arrange(RIGHT, buff=0.5)
        self.play(Create(circles))
        self.wait(0.5)
