from manim import *

class ExponentialCurve(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 1, 0.5], y_range=[0, 3, 1], x_length=6, y_length=5, color=GREEN)
        self.play(Create(axes))
        self.wait()

        curve = axes.plot(lambda x: np.exp(x), x_range=[-2, 1], color=GREEN)
        self.play(Create(curve))
        self.wait()

        dot = Dot(axes.c2p(-2, np.exp(-2)), color=WHITE)
        self.play(Create(dot))
        self.wait()

        line = DashedLine(dot, axes.c2p(1, np.exp(1)), color=WHITE)
        self.play(Create(line))
        self.wait()

        self.play(dot.animate.move_to(axes.c2p(1, np.exp(1))), line.animate.move_to(axes.c2p(1, np.exp(1))))
        self.wait()