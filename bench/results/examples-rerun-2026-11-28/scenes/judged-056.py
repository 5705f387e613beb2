from manim import *


class BarChartSwapBars(Scene):
    def construct(self):
        values = [8, 6, 4, 2]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C", "D"],
            bar_colors=[BLUE, GREEN, YELLOW, RED],
            y_range=[0, 10, 2],
            y_length=5,
            x_length=8,
        )
        value_labels = chart.get_bar_labels(font_size=32)
        names = chart.x_axis.labels
        self.play(Create(chart), Write(value_labels))
        first = VGroup(chart.bars[0], value_labels[0], names[0])
        last = VGroup(chart.bars[-1], value_labels[-1], names[-1])
        distance = chart.bars[-1].get_x() - chart.bars[0].get_x()
        self.play(
            first.animate.shift(RIGHT * distance),
            last.animate.shift(LEFT * distance),
            run_time=2,
        )
        self.wait()