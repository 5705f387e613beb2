from manim import *


class BarChartWithRedLast(Scene):
    def construct(self):
        values = [1, 2, 3, 4, 5]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C", "D", "E"],
            bar_colors=[GREEN, GREEN, GREEN, GREEN, GREEN],
            y_range=[0, 10, 2],
            y_length=5,
            x_length=8,
        )
        self.play(Create(chart))
        self.play(chart.bars[-1].animate.set_color(RED))
        self.wait()