from manim import *


class ECurveAnimation(Scene):
    def construct(self):
        axes = Axes(
            x_range=[-2, 1, 0.5],
            y_range=[0, 10, 1],
            x_length=6,
            y_length=5,
            axis_config={"include_numbers": True},
        )
        curve = axes.plot(lambda x: np.exp(x), x_range=[-2, 1], color=GREEN)
        dot = Dot(axes.c2p(-2, 1), color=WHITE)
        line = DashedLine(dot.get_center(), axes.c2p(-2, 0), color=WHITE)
        self.play(Create(axes), Create(curve))
        self.play(Create(dot), Create(line))
        for x in np.arange(-2, 1.1, 0.1):
            dot.move_to(axes.c2p(x, np.exp(x)))
            line.become(DashedLine(dot.get_center(), axes.c2p(x, 0), color=WHITE))
            self.wait(0.01)