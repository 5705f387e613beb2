# Description: Edit: grow the smallest bar until it is the tallest.
from manim import *

class WeeklySalesChart(Scene):
    def construct(self):
        values = [2, 5, 3, 4]
        chart = BarChart(
            values,
            bar_names=["Monday", "Tuesday", "Wednesday", "Thursday"],
            y_range=[0, 10, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        chart.scale(1.5)  # Grow the smallest bar until it is the tallest
        title = Text("Weekly sales", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        self.wait()