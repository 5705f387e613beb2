from manim import *


class PlotSinCos(Scene):
    def construct(self):
        axes = Axes(x_range=[0, 2 * PI, PI / 20], y_range=[-1.5, 1.5, 0.5], x_length=6, y_length=6, tips=False)
        sin_curve = axes.plot(np.sin, x_range=[0, 2 * PI], color=YELLOW)
        cos_curve = axes.plot(np.cos, x_range=[0, 2 * PI], color=GREEN)
        self.play(Create(axes))
        self.play(Create(sin_curve))
        self.wait()
        self.play(Transform(sin_curve, cos_curve), run_time=2)
        self.wait()