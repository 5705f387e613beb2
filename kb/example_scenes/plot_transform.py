from manim import *


class PlotTransform(Scene):
    """A plotted graph turns into another on the same axes: y = x^2 is drawn in blue, then transformed into y = x^3 in orange, its label changing with it (Transform between two axes.plot curves)."""

    def construct(self):
        axes = Axes(x_range=[-2, 2, 1], y_range=[-4, 4, 2], x_length=6, y_length=6, tips=False)
        square = axes.plot(lambda x: x**2, color=BLUE)
        cube = axes.plot(lambda x: x**3, x_range=[-1.58, 1.58], color=ORANGE)
        label = MathTex("y = x^2", color=BLUE).to_corner(UR)
        new_label = MathTex("y = x^3", color=ORANGE).to_corner(UR)
        self.play(Create(axes))
        self.play(Create(square), Write(label))
        self.wait(0.5)
        self.play(Transform(square, cube), Transform(label, new_label), run_time=2)
        self.wait()
