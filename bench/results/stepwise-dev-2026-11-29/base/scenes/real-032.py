from manim import *


class PlotTransform(Scene):
    def construct(self):
        axes = Axes(x_range=[-5, 5, 1], y_range=[-5, 5, 1], x_length=8, y_length=8, tips=False)
        absolute_value = axes.plot(lambda x: abs(x), color=WHITE)
        square = axes.plot(lambda x: x**2, x_range=[-2.5, 2.5, 0.5], color=YELLOW)
        self.play(Create(axes))
        self.play(Create(absolute_value), Write(MathTex(r"y = |x|", color=WHITE)))
        self.wait(0.5)
        self.play(Transform(absolute_value, square), run_time=2)
        self.wait()