from manim import *


class QuadraticMinimum(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-9, 9, 1], x_length=7, y_length=7)
        f = lambda x: x**2  # noqa: E731
        curve = axes.plot(f, x_range=[-3, 3], color=BLUE)
        lowest_point = Dot(axes.c2p(0, 0), color=RED)
        lowest_point_label = Text("minimum", font_size=24, color=RED).next_to(lowest_point, UP, buff=0.1)
        self.play(Create(axes), Create(curve), Write(lowest_point_label))
        self.wait()