from manim import *

class PlotAbs(Scene):
    def construct(self):
        axes = Axes(x_range=[-5, 5, 1], y_range=[0, 5, 1], x_length=6, y_length=6, tips=False)
        curve = axes.plot(lambda x: abs(x), color=YELLOW)
        self.play(Create(axes), Create(curve))
        self.wait()