from manim import *


class LineChartPoints(Scene):
    """A line chart: axes with a title above them, the label "Day" under the x axis and "Visitors" above the y axis, then a green line through five data points is drawn from left to right and a yellow dot pops up on each data point one after another (axes.plot_line_graph, its "line_graph" and "vertex_dots" parts, get_x_axis_label, get_y_axis_label)."""

    def construct(self):
        axes = Axes(
            x_range=[0, 6, 1],
            y_range=[0, 10, 2],
            x_length=8,
            y_length=4.5,
            axis_config={"include_numbers": True},
        ).shift(DOWN * 0.5)
        x_label = axes.get_x_axis_label(Text("Day", font_size=28), edge=DOWN, direction=DOWN)
        y_label = axes.get_y_axis_label(Text("Visitors", font_size=28), edge=UP, direction=UP)
        title = Text("Visitors per day", font_size=40).to_edge(UP)
        days = [1, 2, 3, 4, 5]
        visitors = [2, 5, 4, 7, 9]
        chart = axes.plot_line_graph(
            x_values=days,
            y_values=visitors,
            line_color=GREEN,
            vertex_dot_radius=0.1,
            vertex_dot_style={"color": YELLOW},
        )
        self.play(Write(title), Create(axes), Write(x_label), Write(y_label))
        self.play(Create(chart["line_graph"]), run_time=2)
        self.play(
            LaggedStart(*[FadeIn(dot, scale=0.5) for dot in chart["vertex_dots"]], lag_ratio=0.3)
        )
        self.wait()
