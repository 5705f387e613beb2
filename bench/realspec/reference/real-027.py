"""real-027 (plots): Draw axes with the labels x and y, plot the line y = 2x - 1 in orange, and put a dot where it crosses the x-axis with the coordinates (0.5, 0) written above the dot."""

from manim import *


class Main(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 3, 1], y_range=[-4, 5, 1], x_length=7, y_length=6)
        labels = axes.get_axis_labels(x_label="x", y_label="y")
        line = axes.plot(lambda x: 2 * x - 1, x_range=[-1.5, 3], color=ORANGE)
        dot = Dot(axes.c2p(0.5, 0))
        coords = MathTex("(0.5, 0)").scale(0.8).next_to(dot, UP + LEFT * 0.6, buff=0.2)
        self.play(Create(axes), Write(labels))
        self.play(Create(line))
        self.play(FadeIn(dot), Write(coords))
        self.wait(0.5)
