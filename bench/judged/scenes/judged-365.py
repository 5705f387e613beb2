from manim import *

class BarChartScene(Scene):
    def construct(self):
        values = [3, 7, 5]
        bar_names = ["Mon", "Tue", "Wed"]
        chart = BarChart(
            values,
            bar_names=bar_names,
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        self.play(Create(chart))
        self.play(Write(Text("Mon").shift(RIGHT * 0.1)), Write(Text("Tue").shift(RIGHT * 1.6)), run_time=1)
        self.play(chart.bars[1].animate.set_color(GREEN))
        self.wait()