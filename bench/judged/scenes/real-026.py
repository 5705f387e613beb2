from manim import *


class PlotSinCos(Scene):
    def construct(self):
        axes = Axes(x_range=[0, 2 * PI, PI / 4], y_range=[-1, 1, 1], x_length=6, y_length=4, tips=False)
        sin_curve = axes.plot(np.sin, x_range=[0, 2 * PI], color=YELLOW)
        cos_curve = axes.plot(np.cos, x_range=[0, 2 * PI], color=GREEN)
        self.play(Create(axes), Create(sin_curve))
        self.wait(2)
        self.play(Transform(sin_curve, cos_curve), run_time=2)
        self.wait()