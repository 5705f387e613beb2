from manim import *


class BarChartWithValues(Scene):
    def construct(self):
        values = [3, 6, 2]
        chart = BarChart(
            values,
            bar_names=["Q1", "Q2", "Q3"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        values = chart.get_bar_labels(color=WHITE, font_size=36)
        self.play(Create(chart), Write(values))
        self.wait()