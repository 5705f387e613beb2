from manim import *


class PlotAxesAndShade(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 2, 1], y_range=[-4, 4, 2], x_length=6, y_length=6, tips=False)
        x_curve = axes.plot(lambda x: x, color=RED)
        negative_x_curve = axes.plot(lambda x: -x, x_range=[-1, 1], color=BLUE)
        area = axes.get_area(x_curve, negative_x_curve, x_range=[0, 2], color=YELLOW, opacity=0.5)
        self.play(Create(axes), Create(x_curve), Create(negative_x_curve))
        self.play(FadeIn(area))
        self.wait()