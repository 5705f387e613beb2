# Description: Edit: then move a white dot along the curve from x = -2 to x = 1 while a dashed vertical
#   line follows the dot down to the x-axis.
from manim import *


class ExponentialCurve(Scene):
    def construct(self):
        axes = Axes(
            x_range=[-1, 3, 1],
            y_range=[0, 10, 1],
            x_length=6,
            y_length=5,
            axis_config={"include_numbers": True},
        )
        curve = axes.plot(np.exp, x_range=[-1, 3], color=GREEN)
        self.play(Create(axes), Create(curve))
        dot = Dot(color=WHITE, radius=0.1)
        self.play(Create(dot))
        self.play(dot.animate.move_to(axes.c2p(-2, 0)))
        dashed_line = DashedLine(axes.c2p(-2, 0), axes.c2p(-2, 2.6))
        self.play(Create(dashed_line))
        self.play(dot.animate.move_to(axes.c2p(1, 0)))
        self.play(dot.animate.move_to(axes.c2p(1, 2.6)))
        dashed_line = DashedLine(axes.c2p(1, 0), axes.c2p(1, 2.6))
        self.play(Create(dashed_line))
        self.wait()