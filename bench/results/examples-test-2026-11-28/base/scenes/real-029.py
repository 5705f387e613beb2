from manim import *


class CubicGraphWithTurningPoints(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-10, 10, 1], x_length=6, y_length=5)
        curve = axes.plot(lambda x: x**3 - 3*x, x_range=[-3, 3], color=PURPLE)
        turning_points = [Dot(axes.c2p(-1, 0), color=RED), Dot(axes.c2p(1, 0), color=RED)]
        self.play(Create(axes), Create(curve))
        self.play(Create(VGroup(*turning_points)))
        self.wait()