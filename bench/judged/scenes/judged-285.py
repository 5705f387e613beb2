from manim import *


class BarChartChangeColors(Scene):
    def construct(self):
        values = [5, 3, 6, 2]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C", "D"],
            bar_colors=[BLUE, GREEN, YELLOW, RED],
            y_range=[0, 10, 2],
            y_length=5,
            x_length=8,
        )
        self.play(Create(chart))
        tallest = chart.bars[2]
        shortest = chart.bars[0]
        self.play(tallest.animate.set_color(GREEN), shortest.animate.set_color(RED))
        self.wait()