from manim import *

class BarChartExample(Scene):
    def construct(self):
        values = [4, 7, 2]
        chart = BarChart(
            values,
            bar_names=["A", "B", "C"],
            y_range=[0, 10, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        title = Text("Values", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title), Write(Text("B").next_to(title, DOWN)))
        self.play(Create(Text("C").next_to(title, DOWN)))
        self.play(chart.bars[1].animate.set_color(YELLOW))
        new_values = list(values)
        new_values[1] = 7
        self.play(chart.animate.change_bar_values(new_values, update_colors=False), run_time=2)
        self.play(chart.bars[2].animate.set_color(RED), run_time=2)
        self.wait()