from manim import *

class QuadraticPlot(Scene):
    def construct(self):
        axes = Axes(x_range=[-4, 4, 1], y_range=[-4, 4, 1], x_length=7, y_length=5.5)
        f = lambda x: x**2  # noqa: E731
        curve = axes.plot(f, x_range=[-2.2, 2.2], color=YELLOW)
        self.play(Create(axes), Create(curve), run_time=2)
        vertex = Dot(ORIGIN, color=RED)
        self.play(GrowFromCenter(vertex))
        self.wait()