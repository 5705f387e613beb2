"""real-050 (charts): Draw five bars side by side with heights 1 to 5 as plain rectangles, then colour only the middle bar orange."""

from manim import *


class Main(Scene):
    def construct(self):
        bars = VGroup(*[Rectangle(width=0.8, height=h, color=BLUE, fill_opacity=0.7) for h in range(1, 6)])
        bars.arrange(RIGHT, buff=0.3, aligned_edge=DOWN).move_to(ORIGIN)
        self.play(LaggedStart(*[GrowFromEdge(b, DOWN) for b in bars], lag_ratio=0.2))
        self.wait(0.5)
        self.play(bars[2].animate.set_color(ORANGE))
        self.wait(0.5)
