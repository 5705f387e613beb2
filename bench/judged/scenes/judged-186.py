from manim import *


class LineCrossesYAxis(Scene):
    def construct(self):
        axes = Axes(x_range=[-1, 5, 1], y_range=[-1, 5, 1], x_length=6, y_length=6)
        line = axes.plot(lambda x: 2 * x + 1, x_range=[-1, 5], color=GREEN)
        label = MathTex("(0, 1)", color=GREEN).next_to(axes.c2p(0, 1), RIGHT, buff=0.1)
        self.play(Create(axes), Write(line))
        self.play(Write(label))
        self.wait()