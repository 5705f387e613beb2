"""spec-043 (charts): Show a bar chart of four values: 3, 5, 2 and 4."""

from manim import *


class Main(Scene):
    def construct(self):
        chart = BarChart([3, 5, 2, 4], y_range=[0, 6, 1])
        self.play(Create(chart))
        self.wait(0.5)
