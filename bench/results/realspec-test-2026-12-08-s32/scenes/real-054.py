from manim import *


class BarChartShrink(Scene):
    def construct(self):
        chart = BarChart(
            values=[3, 6, 2],
            bar_names=["A", "B", "C"],
            y_range=[0, 8, 2],
            x_length=8,
            y_length=4.5,
            bar_colors=[BLUE, GREEN, YELLOW],
        )
        self.play(Create(chart))
        self.play(chart.animate.change_bar_values([0, 0, 0]))
        self.wait()