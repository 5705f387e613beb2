from manim import *


class BarValuesOnTop(Scene):
    """A bar chart of four fruit counts with each value written just above its bar, then only the third bar turns red while the other bars keep their colours (BarChart, chart.get_bar_labels, chart.bars[2].animate.set_color)."""

    def construct(self):
        chart = BarChart(
            values=[4, 7, 3, 6],
            bar_names=["Apples", "Pears", "Plums", "Kiwis"],
            y_range=[0, 8, 2],
            x_length=8,
            y_length=4.5,
            bar_colors=[BLUE, GREEN, YELLOW, PURPLE],
        )
        values = chart.get_bar_labels(color=WHITE, font_size=36)
        self.play(Create(chart))
        self.play(Write(values))
        self.play(chart.bars[2].animate.set_color(RED))
        self.wait()
