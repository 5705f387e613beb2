from manim import *


class AxesAndLines(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-4, 6, 1], x_length=7, y_length=5.5)
        f1 = lambda x: 3 - x  # noqa: E731
        f2 = lambda x: x + 1  # noqa: E731
        curve1 = axes.plot(f1, x_range=[-2, 2], color=GREEN)
        curve2 = axes.plot(f2, x_range=[-2, 2], color=PURPLE)
        self.play(Create(axes), Create(curve1), Create(curve2), run_time=2)
        x0 = 2
        dot = Dot(axes.c2p(1, 2), color=WHITE)
        self.play(GrowFromCenter(dot))
        self.wait()