from manim import *

class AxesAndLines(Scene):
    def construct(self):
        axes = Axes(x_range=[-5, 5, 1], y_range=[-5, 5, 1], x_length=6, y_length=6, tips=False)
        line1 = axes.plot(lambda x: x, color=BLUE)
        line2 = axes.plot(lambda x: -x, color=RED)
        self.play(Create(axes))
        self.play(Create(line1), Create(line2))
        self.wait()