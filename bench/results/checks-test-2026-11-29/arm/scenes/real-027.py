from manim import *

class AxesWithLineAndDot(Scene):
    def construct(self):
        axes = Axes(
            x_range=[0, 5, 1],
            y_range=[-1, 7, 1],
            x_length=6,
            y_length=6,
            axis_config={"include_numbers": True},
        )
        axis_labels = axes.get_axis_labels(x_label="x", y_label="y")
        line = Line(axes.c2p(0, 0), axes.c2p(5, 2 * 5 - 1), color=ORANGE)
        dot = Dot(axes.c2p(0.5, 0), color=RED, radius=0.1)
        label = MathTex("(0.5, 0)").next_to(dot, UR, buff=0.15)
        self.play(Create(axes), Write(axis_labels))
        self.play(FadeIn(line))
        self.play(FadeIn(dot, scale=0.5))
        self.play(Write(label))
        self.wait()