from manim import *


class CurveAndDot(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 1, 0.5], y_range=[0, 3, 0.5], x_length=6, y_length=5)
        labels = axes.get_axis_labels(x_label="x", y_label="y")
        curve = axes.plot(lambda x: np.exp(x), x_range=[-2, 1], color=GREEN)
        dot = Dot(color=WHITE)
        self.play(Create(axes), Write(labels))
        self.play(Create(curve))
        self.play(dot.animate.move_to(axes.c2p(-2, np.exp(-2))), run_time=3)
        self.play(dot.animate.move_to(axes.c2p(1, np.exp(1))), run_time=3)
        self.wait()