from manim import *


class AxesPlotAndCross(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], x_length=7, y_length=7, axis_config={"include_numbers": True})
        label1 = (
            MathTex("y = x^2 - 1", color=RED).scale(0.7).next_to(axes.c2p(2.6, 3), RIGHT, buff=0.1)
        )
        self.play(Create(axes))
        self.play(Create(label1))
        # Find the intersection point by solving y = x^2 - 1
        # x^2 - 1 = 0 -> x^2 = 1 -> x = 1 or x = -1
        # The y-coordinate at x = 1 is y = 1^2 - 1 = 0
        # The y-coordinate at x = -1 is y = (-1)^2 - 1 = 0
        y0 = 0
        point = axes.c2p(1, y0)
        yellow_dot = Dot(point, color=YELLOW, radius=0.1)
        self.play(GrowFromCenter(yellow_dot))
        self.wait()