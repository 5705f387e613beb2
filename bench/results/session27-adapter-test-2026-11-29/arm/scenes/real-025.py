from manim import *

class AxesAndParabola(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-3, 3, 1], x_length=7, y_length=5.5)
        f = lambda x: x**2  # noqa: E731
        curve = axes.plot(f, x_range=[-3, 3], color=BLUE)
        self.play(Create(axes), Create(curve), run_time=2)
        lowest_point = Dot(axes.c2p(0, 0), color=RED)
        lowest_point_label = Text("minimum", font_size=24, color=RED).next_to(lowest_point, UP, buff=0.15)
        self.play(GrowFromCenter(lowest_point), Write(lowest_point_label))
        self.wait()