from manim import *


class ShadedArea(Scene):
    def construct(self):
        axes = Axes(
            x_range=[0, 2 * PI, PI / 2],
            y_range=[-1.5, 1.5, 0.5],
            x_length=9,
            y_length=5,
            tips=False,
        ).shift(LEFT * 1.2)
        sine = axes.plot(np.sin, color=YELLOW)
        area = axes.get_area(sine, x_range=[0, PI / 2], color=BLUE, opacity=0.5)
        self.play(Create(axes), Create(sine), run_time=3)
        self.play(Write(area))
        self.wait()