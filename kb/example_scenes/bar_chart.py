from manim import *


class BarChartScene(Scene):
    """A bar chart of four values with category names under the bars and a y axis, bars growing in, then the values change."""

    def construct(self):
        chart = BarChart(
            values=[3, 5, 2, 4],
            bar_names=["A", "B", "C", "D"],
            y_range=[0, 6, 1],
            x_length=7,
            y_length=4,
        )
        self.play(Create(chart))
        self.play(chart.animate.change_bar_values([4, 2, 5, 3]))
        self.wait()
