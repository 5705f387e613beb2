"""real-051 (charts): Show a bar chart of three fruits, apples 4, bananas 7 and cherries 2, with the fruit names under the bars and the label "Count" on the left of the chart."""

from manim import *


class Main(Scene):
    def construct(self):
        chart = BarChart([4, 7, 2], bar_names=["apples", "bananas", "cherries"], y_range=[0, 8, 2], x_length=6, y_length=4.5)
        count = Text("Count", font_size=32).next_to(chart, LEFT, buff=0.4)
        self.play(Create(chart))
        self.play(Write(count))
        self.wait(0.5)
