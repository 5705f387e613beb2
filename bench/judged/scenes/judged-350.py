from manim import *

class PlotSinWithRedDot(Scene):
    def construct(self):
        axes = Axes(x_range=[-PI, PI, PI / 2], y_range=[-1, 1, 0.5], x_length=9, y_length=5, tips=False)
        sin = axes.plot(np.sin, color=YELLOW)
        self.play(Create(axes), Create(sin), run_time=2)
        dot = Dot(axes.c2p(PI / 2, np.sin(PI / 2)), color=RED)
        self.play(GrowFromCenter(dot))
        self.wait()