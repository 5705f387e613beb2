"""spec-023 (plots): Plot the sine curve in yellow on axes from -3 to 3."""

from manim import *


class Main(Scene):
    def construct(self):
        ax = Axes(x_range=[-3, 3], y_range=[-1.5, 1.5], x_length=8, y_length=4)
        g = ax.plot(np.sin, color=YELLOW)
        self.play(Create(ax), Create(g))
        self.wait(0.5)
