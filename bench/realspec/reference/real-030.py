"""real-030 (plots): Draw axes and the curve y = e^x in green; then move a white dot along the curve from x = -2 to x = 1 while a dashed vertical line follows the dot down to the x-axis."""

from manim import *


class Main(Scene):
    def construct(self):
        axes = Axes(x_range=[-2.5, 1.5, 1], y_range=[0, 4, 1], x_length=7, y_length=5)
        curve = axes.plot(np.exp, x_range=[-2.5, 1.4], color=GREEN)
        t = ValueTracker(-2)
        dot = Dot(color=WHITE).add_updater(lambda d: d.move_to(axes.c2p(t.get_value(), np.exp(t.get_value()))))
        drop = always_redraw(lambda: DashedLine(dot.get_center(), axes.c2p(t.get_value(), 0)))
        self.play(Create(axes), Create(curve))
        self.add(dot, drop)
        self.play(t.animate.set_value(1), run_time=3)
        self.wait(0.5)
