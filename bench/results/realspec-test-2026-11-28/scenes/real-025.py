from manim import *


class AxesPlot(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], x_length=6, y_length=6, tips=False)
        square = axes.plot(lambda x: x**2, color=BLUE)
        lowest_point = axes.c2p(0, 0)
        lowest_dot = Dot(lowest_point, color=RED)
        self.play(Create(axes), Create(square), Create(lowest_dot))
        self.wait()