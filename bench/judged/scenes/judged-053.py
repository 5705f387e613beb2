from manim import *

class BarChartWithTitle(Scene):
    def construct(self):
        values = [1, 2, 3]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C"],
            y_range=[0, 4, 1],
            x_length=4,
            y_length=3,
        )
        self.play(Create(chart))
        self.play(chart.animate.change_bar_values(values))
        self.wait()
        self.play(Write(Text("Results", font_size=24)))
        self.wait()