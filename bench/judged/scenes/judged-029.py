from manim import *


class TwoLinesIntersection(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 3, 1], y_range=[-1, 4, 1], x_length=7, y_length=5)
        labels = axes.get_axis_labels(x_label="x", y_label="y")
        line1 = axes.plot(lambda x: x + 1, color=BLUE)
        line2 = axes.plot(lambda x: -x + 3, x_range=[-2, 2], color=ORANGE)
        intersection = axes.plot(lambda x: 1, x_range=[1, 2], color=RED, fill_opacity=0.5)
        dot = Dot(point=(1, 2, 0), color=RED)
        self.play(Create(axes), Write(labels))
        self.play(Create(line1), Create(line2), Create(intersection))
        self.play(Create(dot))
        self.wait()