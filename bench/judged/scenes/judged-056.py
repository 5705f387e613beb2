from manim import *

class BarChartSortExample(Scene):
    def construct(self):
        values = [10, 8, 6, 4]

        chart = BarChart(
            values,
            y_range=[0, 10, 2],
            y_axis_config={"font_size": 24},
        )
        self.add(chart)

        chart.change_bar_values(sorted(values))
        self.add(chart.get_bar_labels(font_size=24))

        chart.change_bar_values([values[1], values[0], values[2], values[3]])
        self.add(chart.get_bar_labels(font_size=24))