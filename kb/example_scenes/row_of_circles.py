from manim import *


class RowOfCircles(Scene):
    """A row of five circles side by side in a horizontal line (arrange RIGHT), each a different colour, fading in from left to right."""

    def construct(self):
        colors = [RED, ORANGE, YELLOW, GREEN, BLUE]
        circles = VGroup(*[Circle(radius=0.5, color=c, fill_opacity=0.5) for c in colors])
        circles.arrange(RIGHT, buff=0.4)
        self.play(LaggedStart(*[FadeIn(c) for c in circles], lag_ratio=0.3))
        self.wait()
