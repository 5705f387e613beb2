from manim import *

class BarChartExample(Scene):
    def construct(self):
        values = [4, 8, 2]
        chart = BarChart(
            values,
            bar_names=["X", "Y", "Z"],
            y_range=[0, 10, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        title = Text("Values", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        self.play(chart.bars[2].animate.set_color(YELLOW))
        new_values = list(values)
        new_values[2] = 6
        self.play(chart.animate.change_bar_values(new_values, update_colors=False), run_time=2)
        self.wait()