"""real-032 (plots): Draw axes and plot y = |x| in white, then transform the graph into y = x^2 in yellow."""

from manim import *


class Main(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[0, 9, 1], x_length=7, y_length=5.5)
        v = axes.plot(lambda x: abs(x), x_range=[-3, 3], color=WHITE)
        parabola = axes.plot(lambda x: x ** 2, x_range=[-3, 3], color=YELLOW)
        self.play(Create(axes))
        self.play(Create(v))
        self.wait(0.5)
        self.play(Transform(v, parabola))
        self.wait(0.5)
