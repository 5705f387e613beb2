from manim import *

class AxesAndLines(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 2, 1], y_range=[-4, 4, 2], x_length=6, y_length=6, tips=False)
        square = axes.plot(lambda x: x**2, color=BLUE)
        line = axes.plot(lambda x: 2, color=RED)
        label = MathTex("y = x^2", color=BLUE).to_corner(UR)
        dot1 = Dot(axes.c2p(-1.41, 2), color=WHITE)
        dot2 = Dot(axes.c2p(1.41, 2), color=WHITE)
        self.play(Create(axes))
        self.play(Create(square), Write(label))
        self.play(Create(line), Write(dot1))
        self.play(Create(line), Write(dot2))
        self.wait()