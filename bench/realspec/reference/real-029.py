"""real-029 (plots): On a set of axes, draw the graph of y = x^3 - 3x in purple and place two red dots at its turning points at x = -1 and x = 1."""

from manim import *


class Main(Scene):
    def construct(self):
        axes = Axes(x_range=[-2.5, 2.5, 1], y_range=[-4, 4, 1], x_length=8, y_length=6)
        curve = axes.plot(lambda x: x ** 3 - 3 * x, x_range=[-2.2, 2.2], color=PURPLE)
        dots = VGroup(Dot(axes.c2p(-1, 2), color=RED), Dot(axes.c2p(1, -2), color=RED))
        self.play(Create(axes))
        self.play(Create(curve))
        self.play(FadeIn(dots))
        self.wait(0.5)
