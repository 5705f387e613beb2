from manim import *

class RedParabola(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 3, 1], y_range=[-1, 5, 1], x_length=7, y_length=5)
        labels = axes.get_axis_labels(x_label="x", y_label="y")
        line = axes.plot(lambda x: -x**2 + 4, color=RED)
        area = axes.get_area(line, x_range=[-2, 2], color=BLUE, opacity=0.5)
        roots = axes.plot(lambda x: 0, x_range=[-2, 2], color=WHITE)
        dot1 = Dot(color=WHITE)
        dot2 = Dot(color=WHITE)
        dot1.move_to(axes.c2p(-1, 0))
        dot2.move_to(axes.c2p(1, 0))
        dot_group = VGroup(dot1, dot2)
        self.play(Create(axes), Write(labels))
        self.play(Create(line), Create(area), Create(roots), Create(dot_group))
        self.wait()