from manim import *


class SalesBarChart(Scene):
    def construct(self):
        values = [3, 5, 8]
        chart = BarChart(
            values,
            bar_names=["Sales Q1", "Sales Q2", "Sales Q3"],
            y_range=[0, 10, 2],
            y_length=4.5,
            x_length=7,
            bar_colors=[RED, GREEN, BLUE],
        ).shift(DOWN * 0.5)
        title = Text("Sales", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        self.wait()