from manim import *

class BarChartExample(Scene):
    def construct(self):
        values = [1, 2, 3, 4, 5]
        chart = BarChart(
            values,
            bar_names=["Q1", "Q2", "Q3", "Q4", "Q5"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        self.play(Create(chart))
        self.play(chart.bars[2].animate.set_color(GREEN))
        self.wait()