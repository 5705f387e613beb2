"""spec-049 (charts): Draw a bar chart of five values and the label "Year" below it."""

from manim import *


class Main(Scene):
    def construct(self):
        chart = BarChart([2, 4, 3, 5, 1], y_range=[0, 6, 1], y_length=4).shift(UP * 0.5)
        label = Text("Year", font_size=32).next_to(chart, DOWN)
        self.play(Create(chart))
        self.play(Write(label))
        self.wait(0.5)
