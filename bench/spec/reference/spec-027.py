"""spec-027 (plots): Plot y = x^3 and move a dot along the curve."""

from manim import *


class Main(Scene):
    def construct(self):
        ax = Axes(x_range=[-1.5, 1.5], y_range=[-3, 3], x_length=6, y_length=5)
        g = ax.plot(lambda x: x**3, color=BLUE)
        dot = Dot(ax.c2p(-1.4, -1.4**3), color=YELLOW)
        self.play(Create(ax), Create(g))
        self.add(dot)
        self.play(MoveAlongPath(dot, g), run_time=2)
        self.wait(0.3)
