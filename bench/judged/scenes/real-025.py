from manim import *


class AxesPlot(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], x_length=6, y_length=6, tips=False)
        curve = axes.plot(lambda x: x**2, color=BLUE)
        lowest_point = axes.plot(lambda x: 0, color=RED, stroke_width=2)
        lowest_point_label = MathTex("minimum", color=RED).next_to(lowest_point, DOWN)
        self.play(Create(axes), Create(curve), Create(lowest_point), Write(lowest_point_label))
        self.wait()