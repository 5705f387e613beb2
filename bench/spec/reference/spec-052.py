"""spec-052 (grids): Draw eight boxes in a row."""

from manim import *


class Main(Scene):
    def construct(self):
        boxes = VGroup(*[Square(side_length=1) for _ in range(8)]).arrange(RIGHT, buff=0.2)
        self.play(Create(boxes))
        self.wait(0.5)
