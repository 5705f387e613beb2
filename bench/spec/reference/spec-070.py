"""spec-070 (layout): Stack three rectangles vertically with the text "Top" above them."""

from manim import *


class Main(Scene):
    def construct(self):
        rects = VGroup(*[Rectangle(width=3, height=1) for _ in range(3)]).arrange(DOWN, buff=0.2).shift(DOWN * 0.5)
        top = Text("Top").next_to(rects, UP)
        self.play(Create(rects))
        self.play(Write(top))
        self.wait(0.5)
