from manim import *


class PieChart(Scene):
    def construct(self):
        circle = Circle(radius=2)
        sector1 = Sector(color=RED, angle=PI / 2, fill_opacity=0.7)
        sector2 = Sector(color=BLUE, angle=PI / 3, fill_opacity=0.7)
        sector3 = Sector(color=GREEN, angle=PI - PI / 2 - PI / 3, fill_opacity=0.7)
        pie_chart = VGroup(sector1, sector2, sector3).arrange(RIGHT, buff=1)
        self.play(Create(circle))
        self.play(Create(pie_chart))
        self.play(sector1.animate.shift(UP * 0.5))
        self.wait()