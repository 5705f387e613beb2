"""real-028 (plots): Plot the curve y = 1/x for positive x on axes, shade the area under it between x = 1 and x = 3 in blue, and write "area = ln 3" above the shaded region."""

from manim import *


class Main(Scene):
    def construct(self):
        axes = Axes(x_range=[0, 5, 1], y_range=[0, 4, 1], x_length=8, y_length=5)
        curve = axes.plot(lambda x: 1 / x, x_range=[0.25, 5], color=WHITE)
        area = axes.get_area(curve, x_range=[1, 3], color=BLUE, opacity=0.6)
        text = MathTex(r"\text{area} = \ln 3").next_to(axes.c2p(2, 1.2), UP)
        self.play(Create(axes))
        self.play(Create(curve))
        self.play(FadeIn(area))
        self.play(Write(text))
        self.wait(0.5)
