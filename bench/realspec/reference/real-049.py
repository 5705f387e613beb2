"""real-049 (charts): Make a bar chart of four values, 2, 5, 3 and 4, with the title "Weekly sales" above it, then grow the smallest bar until it is the tallest."""

from manim import *


class Main(Scene):
    def construct(self):
        chart = BarChart([2, 5, 3, 4], y_range=[0, 7, 1], x_length=7, y_length=4.5).shift(DOWN * 0.5)
        title = Text("Weekly sales").next_to(chart, UP, buff=0.4)
        self.play(Create(chart))
        self.play(Write(title))
        self.wait(0.5)
        self.play(chart.animate.change_bar_values([6, 5, 3, 4]))
        self.wait(0.5)
