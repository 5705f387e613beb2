from manim import *


class PieChart(Scene):
    """A pie chart made of sectors (AnnularSector) with three slices of different sizes and colours."""

    def construct(self):
        shares = [0.5, 0.3, 0.2]
        colors = [BLUE, GREEN, ORANGE]
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
        self.wait()
