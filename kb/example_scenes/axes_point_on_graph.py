from manim import *


class PointOnGraph(Scene):
    """A dot moving along a plotted curve on axes, with a ValueTracker for x and dashed lines to the axes that follow it."""

    def construct(self):
        axes = Axes(x_range=[0, 5, 1], y_range=[0, 10, 2], x_length=7, y_length=4.5)
        curve = axes.plot(lambda x: 0.4 * x**2, color=GREEN)
        x = ValueTracker(1)
        dot = always_redraw(lambda: Dot(axes.i2gp(x.get_value(), curve), color=RED))
        lines = always_redraw(lambda: axes.get_lines_to_point(dot.get_center()))
        self.add(axes, curve, dot, lines)
        self.play(x.animate.set_value(4.5), run_time=3)
        self.wait()
