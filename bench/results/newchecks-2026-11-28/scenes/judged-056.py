from manim import *


class BarChartSwap(Scene):
    def construct(self):
        values = [5, 3, 4, 2]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C", "D"],
            y_range=[0, 6, 1],
            x_length=7,
            y_length=4,
        )
        self.play(Create(chart))
        self.play(chart.animate.change_bar_values(sorted(values, reverse=True)))
        self.play(chart.bars[0].animate.move_to(chart.bars[-1]))
        self.play(chart.bars[-1].animate.move_to(chart.bars[0]))
        self.wait()