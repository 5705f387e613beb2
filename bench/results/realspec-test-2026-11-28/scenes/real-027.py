from manim import *

class AxesExample(Scene):
    def construct(self):
        axes = Axes(x_range=[-5, 5, 1], y_range=[-5, 5, 1], x_length=8, y_length=8, tips=False)
        line = axes.plot(lambda x: 2*x - 1, color=ORANGE, x_range=[-2, 2])
        dot = Dot(point=[0.5, 0, 0], radius=0.1)
        text = Text("x = 0.5", font_size=18).next_to(dot, UP, buff=0.2)
        self.play(Create(axes))
        self.play(Create(line))
        self.play(Create(dot))
        self.play(Write(text))
        self.wait()