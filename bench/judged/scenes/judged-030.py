from manim import *


class SinCurveStretch(Scene):
    def construct(self):
        axes = Axes(x_range=[-2 * PI, 2 * PI, PI / 4], y_range=[-2, 2, 1], x_length=7, y_length=5)
        labels = axes.get_axis_labels(x_label="x", y_label="y")
        sin_curve = axes.plot(lambda x: np.sin(x), x_range=[-2 * PI, 2 * PI], color=BLUE)
        stretched_curve = axes.plot(lambda x: 2 * np.sin(x), x_range=[-2 * PI, 2 * PI], color=RED)
        self.play(Create(axes), Write(labels))
        self.play(Create(sin_curve), Create(stretched_curve))
        self.wait()