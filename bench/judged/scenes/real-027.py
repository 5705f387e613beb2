from manim import *

class AxesExample(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 2, 1], y_range=[-4, 4, 2], x_length=6, y_length=6, tips=False)
        line = axes.plot(lambda x: 2*x - 1, color=ORANGE)
        dot = Dot(point=np.array([0.5, 0, 0]), color=BLUE)
        label = MathTex("y = 2x - 1", color=ORANGE).next_to(dot, UP, buff=0.5)
        self.play(Create(axes))
        self.play(Create(line))
        self.play(Create(dot), Write(label))
        self.wait()