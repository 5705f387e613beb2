from manim import *

class BarChartExample(Scene):
    def construct(self):
        values = [2, 5, 3, 4]
        chart = BarChart(
            values,
            bar_names=["Q1", "Q2", "Q3", "Q4"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        title = Text("Weekly sales", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        smallest = values.index(min(values))
        self.play(chart.bars[smallest].animate.set_color(YELLOW))
        new_values = list(values)
        new_values[smallest] = max(values) + 1
        self.play(chart.animate.change_bar_values(new_values, update_colors=False), run_time=2)
        self.wait()