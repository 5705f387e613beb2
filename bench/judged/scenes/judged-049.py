from manim import *

class BarChartScene(Scene):
    def construct(self):
        chart = BarChart(
            values=[3, 5, 2, 4, 1],
            bar_names=["A", "B", "C", "D", "E"],
            y_range=[0, 6, 1],
            x_length=7,
            y_length=4,
        )
        self.play(Create(chart))
        self.play(chart.animate.change_bar_values([4, 2, 5, 8, 1]))
        self.wait()