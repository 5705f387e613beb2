from manim import *


class LinesIntersection(Scene):
    """Two lines y = x + 1 in blue and y = -x + 3 in orange on the same axes, each labelled with its equation, and a white dot marking their intersection point, where they cross at (1, 2), found by solving the two equations, with its coordinates written beside it."""

    def construct(self):
        axes = Axes(x_range=[-2, 4, 1], y_range=[-1, 5, 1], x_length=6.5, y_length=5)
        line1 = axes.plot(lambda x: x + 1, x_range=[-2, 4], color=BLUE)
        line2 = axes.plot(lambda x: -x + 3, x_range=[-2, 4], color=ORANGE)
        label1 = (
            MathTex("y = x + 1", color=BLUE).scale(0.7).next_to(axes.c2p(2.6, 2.9), RIGHT, buff=0.1)
        )
        label2 = (
            MathTex("y = -x + 3", color=ORANGE)
            .scale(0.7)
            .next_to(axes.c2p(3.9, -0.2), RIGHT, buff=0.1)
        )
        self.play(Create(axes))
        self.play(Create(line1), Write(label1))
        self.play(Create(line2), Write(label2))
        # x + 1 = -x + 3  ->  x = 1, y = 2
        x0 = (3 - 1) / 2
        dot = Dot(axes.c2p(x0, x0 + 1), color=WHITE)
        coords = MathTex("(1, 2)").scale(0.7).next_to(dot, RIGHT, buff=0.2)
        self.play(GrowFromCenter(dot), Write(coords))
        self.wait()
