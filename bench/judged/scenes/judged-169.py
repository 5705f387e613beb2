from manim import *


class BarChartWithRedBar(Scene):
    def construct(self):
        values = [4, 7, 2, 5, 3]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C", "D", "E"],
            y_range=[0, 10, 2],
            y_length=5,
            x_length=8,
        ).shift(DOWN * 0.5)
        title = Text("Sales per category", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        tallest = values.index(max(values))
        self.play(chart.bars[tallest].animate.set_color(RED))
        value_label = chart.get_bar_labels()[tallest]
        self.play(value_label.animate.move_to(chart.bars[tallest].get_right() + RIGHT * 0.5))
        self.wait()