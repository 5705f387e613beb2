from manim import *


class PlotTransform(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], x_length=6, y_length=6, tips=False)
        absolute_value = axes.plot(lambda x: abs(x), color=WHITE)
        square = axes.plot(lambda x: x**2, x_range=[-3, 3, 1], color=YELLOW)
        self.play(Create(axes), Create(absolute_value))
        self.wait(0.5)
        self.play(Transform(absolute_value, square), run_time=2)
        self.wait()