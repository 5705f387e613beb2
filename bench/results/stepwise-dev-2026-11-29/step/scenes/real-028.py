from manim import *

class PlotArea(Scene):
    def construct(self):
        axes = Axes(x_range=[0.1, 3, 0.1], y_range=[-0.5, 0.5, 0.1], x_length=6, y_length=6, tips=False)
        curve = axes.plot(lambda x: 1/x, x_range=[0.1, 3], color=BLUE)
        area = axes.get_area(curve, x_range=[1, 3], color=BLUE, opacity=0.5)
        text = Text("area = ln 3", font_size=24, color=BLUE)
        text.next_to(area, DOWN)
        self.play(Write(text, run_time=2))
        self.play(Create(axes), Create(curve))
        self.play(FadeIn(area))
        self.wait()