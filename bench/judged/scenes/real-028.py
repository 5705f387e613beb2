from manim import *


class PlotArea(Scene):
    def construct(self):
        axes = Axes(x_range=[0.1, 3, 0.1], y_range=[0.1, 1, 0.1], x_length=6, y_length=6, tips=False)
        curve = axes.plot(lambda x: 1/x, x_range=[0.1, 3], color=BLUE)
        area = axes.get_area(curve, x_range=[1, 3], color=BLUE, opacity=0.5)
        label = MathTex(r"area = \ln 3", color=BLUE).to_corner(UR)
        self.play(Create(axes), Create(curve))
        self.play(FadeIn(area), Write(label))
        self.wait()