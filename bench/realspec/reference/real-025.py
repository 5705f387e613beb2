"""real-025 (plots): Draw axes from -3 to 3, plot y = x^2 in blue, and mark its lowest point at the origin with a red dot labelled "minimum"."""

from manim import *


class Main(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-1, 9, 1], x_length=7, y_length=5.5)
        curve = axes.plot(lambda x: x ** 2, x_range=[-3, 3], color=BLUE)
        dot = Dot(axes.c2p(0, 0), color=RED)
        label = Text("minimum", font_size=28).next_to(dot, DR, buff=0.15)
        self.play(Create(axes))
        self.play(Create(curve))
        self.play(FadeIn(dot), Write(label))
        self.wait(0.5)
