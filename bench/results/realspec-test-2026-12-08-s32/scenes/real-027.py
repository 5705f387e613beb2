from manim import *


class LineCrossesXAxis(Scene):
    def construct(self):
        axes = Axes(
            x_range=[0, 5, 0.5],
            y_range=[-1, 5, 1],
            x_length=6,
            y_length=5,
            axis_config={"include_numbers": True},
        )
        axis_labels = axes.get_axis_labels(x_label="x", y_label="y")
        line = axes.plot(lambda x: 2 * x - 1, x_range=[-1, 5], color=ORANGE)
        dot = Dot(axes.c2p(0.5, 0), color=RED, radius=0.1)
        label = MathTex("(0.5, 0)", color=RED).next_to(dot, UR, buff=0.15)
        self.play(Create(axes), Write(axis_labels))
        self.play(FadeIn(dot, scale=0.5))
        self.play(Create(line))
        self.play(Write(label))
        self.wait()