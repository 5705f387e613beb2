from manim import *


class ParabolaArea(Scene):
    """Plot a parabola y = x^2 on axes with numbers and shade the area under the curve between x = 0 and x = 2."""

    def construct(self):
        axes = Axes(
            x_range=[-1, 3, 1],
            y_range=[0, 5, 1],
            x_length=6,
            y_length=5,
            axis_config={"include_numbers": True},
        )
        curve = axes.plot(lambda x: x**2, x_range=[-1, 2.2], color=YELLOW)
        area = axes.get_area(curve, x_range=[0, 2], color=BLUE, opacity=0.5)
        self.play(Create(axes), Create(curve))
        self.play(FadeIn(area))
        self.wait()
