"""real-054 (charts): Draw a bar chart of the values 3, 6 and 2 and then make all the bars shrink to zero one after another, starting from the left."""

from manim import *


class Main(Scene):
    def construct(self):
        chart = BarChart([3, 6, 2], y_range=[0, 7, 1], x_length=6, y_length=4.5)
        self.play(Create(chart))
        self.wait(0.5)
        values = [3, 6, 2]
        for i in range(3):
            values[i] = 0.001
            self.play(chart.animate.change_bar_values(list(values)), run_time=0.7)
        self.wait(0.5)
