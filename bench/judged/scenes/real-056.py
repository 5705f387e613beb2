from manim import *


class BarChartWithAverageLine(Scene):
    def construct(self):
        values = [3, 5, 2, 4]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C", "D"],
            y_range=[0, 6, 1],
            x_length=7,
            y_length=4,
        )
        self.play(Create(chart))
        average_height = sum(values) / len(values)
        average_line = DashedLine(ORIGIN, RIGHT * average_height)
        self.play(Write(average_line))
        average_label = Text("Average", font_size=24).next_to(average_line, RIGHT)
        self.play(Write(average_label))
        self.wait()