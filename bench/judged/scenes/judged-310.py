from manim import *

class AxesAndParabola(Scene):
    def construct(self):
        axes = Axes(x_range=[-5, 5, 1], y_range=[-10, 10, 1], x_length=7, y_length=5.5)
        f = lambda x: x**2 - 4  # noqa: E731
        curve = axes.plot(f, x_range=[-4, 4], color=GREEN)
        self.play(Create(axes), Create(curve), run_time=2)
        x_intercepts = [x for x in range(-4, 5) if f(x) == 0]
        red_dots = VGroup(*[Dot(axes.c2p(x, 0), color=RED) for x in x_intercepts])
        self.play(LaggedStart(*[GrowFromCenter(d) for d in red_dots], lag_ratio=0.5))
        self.wait()