"""real-077 (layout): Place a blue dot in the middle and four red dots around it, one above, one below, one on the left and one on the right, each joined to the middle by a line."""

from manim import *


class Main(Scene):
    def construct(self):
        centre = Dot(ORIGIN, color=BLUE, radius=0.15)
        outer = VGroup(*[Dot(d * 2.5, color=RED, radius=0.15) for d in (UP, DOWN, LEFT, RIGHT)])
        spokes = VGroup(*[Line(ORIGIN, d.get_center(), buff=0.15) for d in outer])
        self.play(FadeIn(centre))
        self.play(FadeIn(outer), Create(spokes))
        self.wait(0.5)
