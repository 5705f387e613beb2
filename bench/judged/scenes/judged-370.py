from manim import *

class PlotWithVerticalLine(Scene):
    def construct(self):
        axes = Axes(x_range=[-3, 3, 1], y_range=[-1, 9, 1], x_length=7, y_length=5.5)
        curve = axes.plot(lambda x: x**2, x_range=[-2.9, 2.9], color=GREEN)
        x = np.array([2, 0, 0])
        vertical_line = always_redraw(lambda: DashedLine(x, axes.c2p(x[0], 0), color=BLUE, stroke_width=3))
        self.play(Create(axes), Create(curve), Create(vertical_line))
        self.wait()