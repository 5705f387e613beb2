"""spec-045 (charts): Draw a bar chart and then scale it up to twice its size."""

from manim import *


class Main(Scene):
    def construct(self):
        chart = BarChart([1, 3, 2], y_range=[0, 4, 1], x_length=4, y_length=2.5)
        self.play(Create(chart))
        self.play(chart.animate.scale(2))
        self.wait(0.5)
