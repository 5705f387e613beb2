from manim import *


class BarChartShrink(Scene):
    def construct(self):
        values = [3, 6, 2]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        )
        self.play(Create(chart))
        for i in range(len(values)):
            self.play(chart.bars[i].animate.scale(0))
            self.wait(0.1)