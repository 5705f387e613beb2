from manim import *

class AxesAndCurve(Scene):
    def construct(self):
        axes = Axes(
            x_range=[-3, 3, 1],
            y_range=[-3, 3, 1],
            x_length=6,
            y_length=6,
            axis_config={"include_numbers": True},
        )
        self.play(Create(axes))
        curve = axes.plot(lambda x: x**2, x_range=[-3, 3], color=BLUE)
        self.play(Create(curve))
        dot = Dot((0, 0, 0), color=RED, radius=0.1)
        label = Text("minimum", color=RED).next_to(dot, UP)
        self.play(Create(dot), Write(label))
        self.wait()