from manim import *


class PieChartWithPull(Scene):
    def construct(self):
        shares = [1/4, 1/4, 1/4, 1/4]
        colors = [BLUE, GREEN, ORANGE, PURPLE]
        slices = VGroup()
        start = 0
        for share, color in zip(shares, colors):
            slices.add(
                AnnularSector(
                    inner_radius=0,
                    outer_radius=2,
                    angle=share * TAU,
                    start_angle=start,
                    color=color,
                )
            )
            start += share * TAU
        self.play(LaggedStart(*[FadeIn(s, scale=0.8) for s in slices], lag_ratio=0.3))
        self.play(slices[0].animate.scale(0.5), slices[0].animate.move_to(ORIGIN))
        self.wait()