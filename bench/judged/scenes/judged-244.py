from manim import *


class BarChartWithOrangeBar(Scene):
    def construct(self):
        values = [2, 4, 6, 8]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C", "D"],
            bar_colors=[BLUE, GREEN, YELLOW, RED],
            y_range=[0, 10, 2],
            y_length=5,
            x_length=8,
        )
        value_labels = chart.get_bar_labels(font_size=32)
        self.play(Create(chart), Write(value_labels))
        self.play(chart.bars[1].animate.set_color(ORANGE))
        self.wait()