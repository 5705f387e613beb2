from manim import *


class TwoCurvesEndLabels(Scene):
    """Two functions drawn at the same time on the same axes, y = sin(x) in blue and y = cos(x) in red, each with its equation written in its own colour just to the right of the curve's end (two axes.plot curves in one self.play, axes.get_graph_label at x = 2*pi)."""

    def construct(self):
        axes = Axes(
            x_range=[0, 2 * PI, PI / 2],
            y_range=[-1.5, 1.5, 0.5],
            x_length=9,
            y_length=5,
            tips=False,
        ).shift(LEFT * 1.2)
        sine = axes.plot(np.sin, color=BLUE)
        cosine = axes.plot(np.cos, color=RED)
        sine_label = axes.get_graph_label(
            sine, MathTex(r"y = \sin(x)"), x_val=2 * PI, direction=RIGHT, color=BLUE
        )
        cosine_label = axes.get_graph_label(
            cosine, MathTex(r"y = \cos(x)"), x_val=2 * PI, direction=RIGHT, color=RED
        )
        self.play(Create(axes))
        self.play(Create(sine), Create(cosine), run_time=3)
        self.play(Write(sine_label), Write(cosine_label))
        self.wait()
