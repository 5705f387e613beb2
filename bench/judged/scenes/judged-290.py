from manim import *

class AxesAndCurves(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-3, 9, 1], x_length=6, y_length=6)
        curve1 = axes.plot(lambda x: 2 * x, x_range=[-3, 3], color=RED)
        curve2 = axes.plot(lambda x: x**2, x_range=[-3, 3], color=BLUE)
        self.play(Create(axes))
        self.play(Create(curve1), Create(curve2))
        x = 2
        y0 = 2 * x
        yellow_dot = Dot(axes.c2p(2, y0), color=YELLOW)
        self.play(yellow_dot.animate.move_to(axes.c2p(2, y0)))
        self.wait()