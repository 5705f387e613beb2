from manim import *


class PointDashedToAxes(Scene):
    """Axes with numbers and the labels x and y; the point (2, 3) appears as a red dot, dashed lines join it to the x axis below it and to the y axis on its left, and the label "(2, 3)" is written just above and to the right of the dot (axes.c2p, axes.get_lines_to_point, get_axis_labels)."""

    def construct(self):
        axes = Axes(
            x_range=[0, 5, 1],
            y_range=[0, 5, 1],
            x_length=6,
            y_length=6,
            axis_config={"include_numbers": True},
        )
        axis_labels = axes.get_axis_labels(x_label="x", y_label="y")
        point = axes.c2p(2, 3)
        dot = Dot(point, color=RED, radius=0.1)
        lines = axes.get_lines_to_point(point, color=YELLOW, stroke_width=4)
        label = MathTex("(2, 3)", color=RED).next_to(dot, UR, buff=0.15)
        self.play(Create(axes), Write(axis_labels))
        self.play(FadeIn(dot, scale=0.5))
        self.play(Create(lines))
        self.play(Write(label))
        self.wait()
