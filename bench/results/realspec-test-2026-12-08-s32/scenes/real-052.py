from manim import *


class PieChartWithRedSector(Scene):
    def construct(self):
        circle = Circle(color=WHITE, fill_opacity=0.7)
        sector1 = Sector(color=RED, angle=PI / 2, radius=0.8)
        sector2 = Sector(color=BLUE, angle=PI / 3, radius=0.8)
        sector3 = Sector(color=GREEN, angle=PI - PI / 3, radius=0.8)
        sectors = VGroup(sector1, sector2, sector3).arrange(RIGHT, buff=1)
        self.play(Create(circle))
        self.play(Create(sectors))
        self.play(sector1.animate.shift(RIGHT * 0.5))
        self.wait()