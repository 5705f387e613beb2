from manim import *

class MovingDotOnSinCurve(Scene):
    def construct(self):
        axes = Axes(x_range=[0, 2 * PI, PI / 4], y_range=[-1, 1, 0.5], x_length=10, y_length=4)
        curve = axes.plot(np.sin, x_range=[0, 2 * PI], color=RED)
        dot = Dot(axes.i2gp(0, curve), color=RED)
        lines = always_redraw(lambda: axes.get_lines_to_point(dot.get_center()))
        self.add(axes, curve, dot, lines)
        self.play(dot.animate.move_to(axes.i2gp(2 * PI, curve)), run_time=2)
        self.wait()