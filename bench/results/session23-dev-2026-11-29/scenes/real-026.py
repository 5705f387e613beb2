from manim import *


class SinCosOnAxes(Scene):
    def construct(self):
        axes = Axes(
            x_range=[0, 2 * PI, PI / 2],
            y_range=[-1.5, 1.5, 0.5],
            x_length=9,
            y_length=5,
            tips=False,
        ).shift(LEFT * 1.2)
        sine = axes.plot(np.sin, color=YELLOW)
        cosine = axes.plot(np.cos, color=GREEN)
        self.play(Create(axes), Create(sine))
        self.play(Wait())  # Wait for sine to be finished
        self.play(Write(cosine))
        self.wait()