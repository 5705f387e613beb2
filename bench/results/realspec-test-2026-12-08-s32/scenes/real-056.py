from manim import *


class BarChartWithAverageLine(Scene):
    def construct(self):
        values = [3, 6, 2, 5]
        chart = BarChart(
            values,
            bar_names=["Q1", "Q2", "Q3", "Q4"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        title = Text("Sales per quarter", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        average = sum(values) / len(values)
        avg_line = DashedLine(LEFT * 2, RIGHT * 2, stroke_width=2)
        avg_line.next_to(chart, DOWN * 1.5)
        self.play(Create(avg_line), Write(Text("Average", font_size=36, color=WHITE).next_to(avg_line, RIGHT)))
        self.wait()