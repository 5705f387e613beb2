from manim import *

class RainfallChart(Scene):
    def construct(self):
        values = [50, 80, 30]
        bar_names = ["Jan", "Feb", "Mar"]
        chart = BarChart(
            values,
            bar_names=bar_names,
            y_range=[0, 100, 10],
            x_length=7,
            y_length=4,
        )
        self.play(Create(chart))
        self.play(chart.animate.change_bar_values(values))
        self.wait()