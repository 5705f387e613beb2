from manim import *


class PlotAndDots(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-10, 10, 2], x_length=6, y_length=6, tips=False)
        curve = axes.plot(lambda x: x**3 - 3*x, color=PURPLE)
        turning_points = axes.plot(lambda x: 3*x**2 - 3, x_range=[-1, 1], color=RED)
        dot1 = Dot(axes.c2p(-1, 0), color=RED)
        dot2 = Dot(axes.c2p(1, 0), color=RED)
        self.play(Create(axes), Create(curve), Create(turning_points), Create(dot1), Create(dot2))
        self.wait()