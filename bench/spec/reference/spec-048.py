"""spec-048 (charts): Show a pie chart: a circle divided into three coloured sectors."""

from manim import *


class Main(Scene):
    def construct(self):
        angles = [0, 2 * PI / 3, 4 * PI / 3]
        colors = [RED, GREEN, BLUE]
        sectors = VGroup(*[
            Sector(radius=2, start_angle=a, angle=2 * PI / 3, color=c, fill_opacity=0.8)
            for a, c in zip(angles, colors)
        ])
        self.play(Create(sectors))
        self.wait(0.5)
