from manim import *


class BarChartOneBar(Scene):
    """A bar chart of four values with a title above it; then only the smallest bar is highlighted and grows until it is the tallest while the other bars stay as they are (change_bar_values with one value changed, keeping its highlight colour)."""

    def construct(self):
        values = [3, 6, 2, 5]
        chart = BarChart(
            values,
            bar_names=["Q1", "Q2", "Q3", "Q4"],
            y_range=[0, 8, 2],
            y_length=4.5,
            x_length=7,
        ).shift(DOWN * 0.5)
        title = Text("Sales per quarter", font_size=36).next_to(chart, UP)
        self.play(Create(chart), Write(title))
        smallest = values.index(min(values))
        self.play(chart.bars[smallest].animate.set_color(YELLOW))
        new_values = list(values)
        new_values[smallest] = max(values) + 1
        self.play(chart.animate.change_bar_values(new_values, update_colors=False), run_time=2)
        self.wait()
