from manim import *


class TurningPoints(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-4, 4, 1], x_length=7, y_length=5.5)
        f = lambda x: x**3 - 3 * x  # noqa: E731
        curve = axes.plot(f, x_range=[-2.2, 2.2], color=PURPLE)
        turning_point1 = Dot(axes.c2p(-1, f(-1)), color=RED)
        turning_point2 = Dot(axes.c2p(1, f(1)), color=RED)
        self.play(Create(axes), Create(curve), run_time=2)
        self.play(GrowFromCenter(turning_point1), GrowFromCenter(turning_point2))
        self.wait()