from manim import *


class SalesBarChart(Scene):
    def construct(self):
        values = [2, 5, 3]
        chart = BarChart(
            values,
            bar_names=["Mon", "Tue", "Wed"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        title = Text("Sales", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        self.wait()