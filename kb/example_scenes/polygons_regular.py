from manim import *


class RegularPolygons(Scene):
    """Regular polygons in a row: a pentagon, a hexagon and an octagon, with a star, each drawn with a different colour."""

    def construct(self):
        shapes = VGroup(
            RegularPolygon(n=5, color=RED),
            RegularPolygon(n=6, color=GREEN),
            RegularPolygon(n=8, color=BLUE),
            Star(n=5, outer_radius=1, color=YELLOW),
        ).arrange(RIGHT, buff=0.6)
        self.play(LaggedStart(*[Create(s) for s in shapes], lag_ratio=0.4))
        self.wait()
