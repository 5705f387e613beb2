from manim import *


class ThreeVerticalBars(Scene):
    def construct(self):
        bar1 = BarChart(
            values=[1],
            bar_names=["Bar 1"],
            y_range=[0, 4, 1],
            x_length=5,
            y_length=2,
        )
        bar2 = BarChart(
            values=[2],
            bar_names=["Bar 2"],
            y_range=[0, 4, 1],
            x_length=5,
            y_length=2,
        )
        bar3 = BarChart(
            values=[3],
            bar_names=["Bar 3"],
            y_range=[0, 4, 1],
            x_length=5,
            y_length=2,
        )
        self.play(Create(bar1))
        self.play(Create(bar2))
        self.play(Create(bar3))
        self.play(bar2.animate.scale(2))
        self.wait()