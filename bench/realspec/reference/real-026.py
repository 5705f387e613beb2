r"""real-026 (plots): Plot sin(x) in yellow and cos(x) in green on the same axes from 0 to 2\pi, drawing the cosine only after the sine is finished."""

from manim import *


class Main(Scene):
    def construct(self):
        axes = Axes(x_range=[0, 2 * PI, PI / 2], y_range=[-1.5, 1.5, 0.5], x_length=10, y_length=4)
        sine = axes.plot(np.sin, color=YELLOW)
        cosine = axes.plot(np.cos, color=GREEN)
        self.play(Create(axes))
        self.play(Create(sine), run_time=1.5)
        self.play(Create(cosine), run_time=1.5)
        self.wait(0.5)
