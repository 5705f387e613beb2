from manim import *

class PlotTransform(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 2, 1], y_range=[-8, 8, 2], x_length=6, y_length=6, axis_config={'color': ORANGE})
        cube = axes.plot(lambda x: x**3, x_range=[-1.58, 1.58], color=ORANGE)
        dot = Dot(axes.c2p(0, 0), color=WHITE)
        label = MathTex("y = x^3", color=ORANGE).to_corner(UR)
        self.play(Create(axes))
        self.play(Create(cube), Write(label))
        self.wait(0.5)
        self.play(Create(dot), Transform(cube, cube), Transform(label, label), run_time=2)
        self.wait()