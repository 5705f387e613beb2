"""spec-026 (plots): Draw axes with the labels x and y, then draw the graph of y = sin(x)."""

from manim import *


class Main(Scene):
    def construct(self):
        ax = Axes(x_range=[-4, 4], y_range=[-1.5, 1.5], x_length=8, y_length=4)
        labels = ax.get_axis_labels(x_label="x", y_label="y")
        g = ax.plot(np.sin, color=BLUE)
        self.play(Create(ax), Write(labels))
        self.play(Create(g))
        self.wait(0.5)
