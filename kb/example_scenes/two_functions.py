from manim import *


class TwoFunctions(Scene):
    """Two functions plotted on the same axes in different colours (a line and an exponential curve) with axis labels x and y."""

    def construct(self):
        axes = Axes(x_range=[-2, 3, 1], y_range=[-1, 8, 1], x_length=7, y_length=5)
        labels = axes.get_axis_labels(x_label="x", y_label="y")
        line = axes.plot(lambda x: x + 1, color=BLUE)
        expo = axes.plot(lambda x: np.exp(x), x_range=[-2, 2], color=RED)
        self.play(Create(axes), Write(labels))
        self.play(Create(line), Create(expo))
        self.wait()
