from manim import *

class ShrinkTallestBar(Scene):
    def construct(self):
        values = [2, 4, 6]
        chart = BarChart(
            values,
            bar_names=["X", "Y", "Z"],
            y_range=[0, 10, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        title = Text("Values", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        tallest_index = chart.get_bar_heights().index(max(chart.get_bar_heights()))
        self.play(chart.bars[tallest_index].animate.scale(0.5))
        self.wait()