from manim import *


class TurningPoints(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-10, 20, 2], x_length=8, y_length=8)
        curve = axes.plot(lambda x: x**3 - 3*x, x_range=[-3, 3], color=PURPLE)
        turning_points = axes.get_graph_label(curve, lambda x: x)
        turning_points.set_color(RED)
        red_dot_1 = Dot(axes.coords_to_point(-1, 0), color=RED)
        red_dot_2 = Dot(axes.coords_to_point(1, 0), color=RED)
        self.play(Create(axes), Create(curve), Write(turning_points))
        self.play(FadeIn(red_dot_1), FadeIn(red_dot_2))
        self.wait()