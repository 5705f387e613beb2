from manim import *


class PlotFunctions(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 3, 1], y_range=[-1, 8, 1], x_length=7, y_length=5)
        labels = axes.get_axis_labels(x_label="x", y_label="y")
        line = axes.plot(lambda x: x + 1, color=GREY)
        expo = axes.plot(lambda x: np.exp(x), x_range=[-2, 2], color=BLUE)
        log2 = axes.plot(lambda x: np.log2(x), x_range=[-2, 2], color=GREEN)
        self.play(Create(axes), Write(labels))
        self.play(Create(line), Create(expo), Create(log2))
        self.wait()