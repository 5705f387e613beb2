from manim import *

class AxesPlotMinDot(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3], y_range=[-3, 3], x_length=12, y_length=12, axis_config={"include_numbers": True})
        self.play(Create(axes))
        curve = axes.plot(lambda x: x**2, x_range=[-3, 3], color=BLUE)
        end = Dot(curve.get_end(), color=RED)
        label = Text("minimum", color=RED, font_size=20)
        self.play(Create(curve))
        self.play(Write(label))
        self.wait()