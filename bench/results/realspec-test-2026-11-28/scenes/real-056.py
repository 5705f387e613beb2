from manim import *


class BarChartWithAverage(Scene):
    def construct(self):
        values = [3, 6, 2, 5]
        chart = BarChart(
            values,
            bar_names=["Q1", "Q2", "Q3", "Q4"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        )
        title = Text("Sales per quarter", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        avg_value = (sum(values) / len(values))
        self.play(Create(Line(chart.x_range[0], chart.x_range[1], color=BLUE)))
        self.play(Line(chart.x_range[0], chart.x_range[1], color=DIMBLUE).animate.shift(RIGHT))
        self.wait()