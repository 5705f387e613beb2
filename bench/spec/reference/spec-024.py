"""spec-024 (plots): Draw axes, plot the line y = 2x + 1 in red and mark the point (1, 3) with a dot."""

from manim import *


class Main(Scene):
    def construct(self):
        ax = Axes(x_range=[-2, 3], y_range=[-3, 7], x_length=6, y_length=5)
        line = ax.plot(lambda x: 2 * x + 1, color=RED)
        dot = Dot(ax.c2p(1, 3), color=WHITE)
        self.play(Create(ax))
        self.play(Create(line))
        self.play(FadeIn(dot))
        self.wait(0.5)
