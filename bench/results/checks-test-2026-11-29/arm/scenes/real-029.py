from manim import *

class CubicGraphWithTurningPoints(Scene):
    def construct(self):
        axes = Axes(
            x_range=[-3, 3, 1],
            y_range=[-10, 10, 1],
            x_length=6,
            y_length=5,
            axis_config={"include_numbers": True},
        )
        curve = axes.plot(lambda x: x**3 - 3*x, x_range=[-3, 3], color=PURPLE)
        turning_point_1 = Dot(axes.c2p(-1, -1), color=RED)
        turning_point_2 = Dot(axes.c2p(1, -1), color=RED)
        self.play(Create(axes), Create(curve))
        self.play(FadeIn(turning_point_1), FadeIn(turning_point_2))
        self.wait()