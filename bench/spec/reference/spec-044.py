"""spec-044 (charts): Show a bar chart with the title "Sales" above it."""

from manim import *


class Main(Scene):
    def construct(self):
        chart = BarChart([4, 6, 3], bar_names=["A", "B", "C"], y_range=[0, 7, 1], y_length=4).shift(DOWN * 0.5)
        title = Text("Sales").next_to(chart, UP)
        self.play(Create(chart))
        self.play(Write(title))
        self.wait(0.5)
