"""spec-022 (plots): Draw coordinate axes and plot y = x^2 on them in blue."""

from manim import *


class Main(Scene):
    def construct(self):
        ax = Axes(x_range=[-3, 3], y_range=[0, 9, 3], x_length=6, y_length=5)
        g = ax.plot(lambda x: x**2, color=BLUE)
        self.play(Create(ax))
        self.play(Create(g))
        self.wait(0.5)
