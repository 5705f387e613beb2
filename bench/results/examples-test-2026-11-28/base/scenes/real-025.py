from manim import *

class AxesPlot(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], x_length=6, y_length=6, tips=False)
        square = axes.plot(lambda x: x**2, color=BLUE)
        lowest_point = Dot(axes.c2p(0, 0), color=RED)
        lowest_point.add_updater(lambda m: m.move_to(axes.c2p(0, 0)))
        self.play(Create(axes))
        self.play(Create(square), Write(lowest_point))
        self.wait()