from manim import *


class BarChartWithAverage(Scene):
    def construct(self):
        values = [3, 6, 2, 5]
        chart = BarChart(
            values,
            bar_names=["Q1", "Q2", "Q3", "Q4"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        )
        title = Text("Sales per quarter", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        avg_value = (sum(values) / len(values))
        horizontal_line = Line(ORIGIN, ORIGIN + np.array([0, avg_value, 0]))
        average_text = Text("average", font_size=18, color=YELLOW).next_to(horizontal_line, RIGHT)
        self.play(Create(horizontal_line), Write(average_text))
        self.wait()