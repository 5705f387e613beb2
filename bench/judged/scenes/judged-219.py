from manim import *


class HorizontalBarChart(Scene):
    def construct(self):
        values = [8, 6, 4]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C"],
            bar_colors=[BLUE, GREEN, YELLOW],
            y_range=[0, 10, 2],
            x_length=8,
            y_length=4.5,
        )
        self.play(Create(chart))
        self.wait()