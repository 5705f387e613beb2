from manim import *

class BarChartOneBar(Scene):
    def construct(self):
        values = [2, 4, 6]
        chart = BarChart(
            values,
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        title = Text("Sales per quarter", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        tallest = values.index(max(values))
        self.play(chart.bars[tallest].animate.scale(0.5))
        self.wait()