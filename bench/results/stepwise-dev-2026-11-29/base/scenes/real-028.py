from manim import *


class CurveArea(Scene):
    def construct(self):
        axes = Axes(x_range=[0.1, 3, 0.1], y_range=[0.1, 1, 0.1], x_length=3, y_length=1)
        curve = axes.plot(lambda x: 1/x, x_range=[1, 3], color=BLUE)
        area = axes.get_area(curve, x_range=[1, 3], color=BLUE, opacity=0.5)
        label = MathTex(r"area = \ln 3", color=BLUE).next_to(area, RIGHT)
        label.add_background_rectangle()  # hides the grid lines behind the text
        self.play(Create(axes), Create(curve))
        self.play(FadeIn(area), Write(label))
        self.wait()