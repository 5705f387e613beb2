"""spec-025 (plots): Plot y = x^2 and y = x on the same axes, in blue and green."""

from manim import *


class Main(Scene):
    def construct(self):
        ax = Axes(x_range=[-2, 2], y_range=[-2, 4], x_length=6, y_length=5)
        g1 = ax.plot(lambda x: x**2, color=BLUE)
        g2 = ax.plot(lambda x: x, color=GREEN)
        self.play(Create(ax))
        self.play(Create(g1), Create(g2))
        self.wait(0.5)
