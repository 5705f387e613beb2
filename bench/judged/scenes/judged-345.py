from manim import *


class BarChartWithMax(Scene):
    def construct(self):
        values = [2, 5, 3, 6]
        chart = BarChart(
            values,
            bar_names=["Q1", "Q2", "Q3", "Q4"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        title = Text("Sales per quarter", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        tallest = values.index(max(values))
        self.play(chart.bars[tallest].animate.set_color(RED))
        max_label = Text("max", font_size=36, color=RED).next_to(chart.bars[tallest], UP)
        self.play(Write(max_label))
        self.wait()