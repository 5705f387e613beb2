"""real-056 (charts): Draw a bar chart of four values and a dashed horizontal line at the average height across the whole chart, with the word "average" at the right end of the line."""

from manim import *


class Main(Scene):
    def construct(self):
        values = [2, 6, 3, 5]
        chart = BarChart(values, y_range=[0, 7, 1], x_length=7, y_length=4.5).shift(LEFT * 0.8)
        mean = sum(values) / len(values)
        y = chart.c2p(0, mean)[1]
        line = DashedLine([chart.get_left()[0], y, 0], [chart.get_right()[0], y, 0], color=YELLOW)
        word = Text("average", font_size=28, color=YELLOW).next_to(line, RIGHT, buff=0.2)
        self.play(Create(chart))
        self.play(Create(line))
        self.play(Write(word))
        self.wait(0.5)
