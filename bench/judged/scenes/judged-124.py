from manim import *


class AxesAndQuadratic(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], x_length=10, y_length=10)
        curve = axes.plot(lambda x: x**2, x_range=[-3, 3], color=GREEN)
        self.play(Create(axes), Create(curve))
        lowest_point = Dot(axes.c2p(0, 0), color=RED)
        lowest_label = Text("min", font_size=24, color=RED).next_to(lowest_point, UP, buff=0.15)
        self.play(GrowFromCenter(lowest_point), Write(lowest_label))
        self.wait()