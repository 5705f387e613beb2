from manim import *


class BlueDotGridWithRed(Scene):
    def construct(self):
        blue_dots = VGroup(*[Dot(color=BLUE) for _ in range(10)]).arrange_in_grid(rows=2, cols=5, buff=0.25)
        red_dots = VGroup(*[Dot(color=RED) for _ in range(5)]).arrange_in_grid(rows=1, cols=5, buff=0.25)
        self.play(LaggedStart(*[FadeIn(d) for d in blue_dots], lag_ratio=0.05))
        self.play(LaggedStart(*[FadeIn(d) for d in red_dots], lag_ratio=0.05))
        self.wait()