from manim import *


class AverageBarChart(Scene):
    def construct(self):
        values = [3, 6, 2, 5]
        chart = BarChart(
            values,
            bar_names=["Q1", "Q2", "Q3", "Q4"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
            bar_colors=[BLUE, GREEN, YELLOW, PURPLE],
        ).shift(DOWN * 0.5)
        title = Text("Sales per quarter", font_size=36).next_to(chart, UP)
        avg_height = sum(values) / len(values)
        average_line = DashedLine(
            chart.x_axis.start.get_center(),
            chart.x_axis.end.get_center(),
            dash_length=0.05,
        ).shift(DOWN * 0.5)
        self.play(Create(chart), Write(title))
        self.play(Write(average_line))
        text = Text("average", font_size=36).next_to(average_line, RIGHT)
        self.play(Write(text))
        self.wait()