from manim import *


class BarChartScene(Scene):
    def construct(self):
        chart = BarChart(
            values=[3, 5, 2, 6, 4],
            bar_names=["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            y_range=[0, 8, 2],
            x_length=8,
            y_length=4.5,
            bar_colors=[BLUE, GREEN, YELLOW, PURPLE, TEAL],
        )
        self.play(Create(chart))
        self.wait()