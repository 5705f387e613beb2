from manim import *

class PlotSineCosine(Scene):
    def construct(self):
        axes = Axes(x_range=[0, 7, 1], y_range=[-2, 2, 1])
        g = axes.plot(lambda x: np.sin(x), color=YELLOW)
        c = axes.plot(lambda x: np.cos(x), color=GREEN)
        self.play(Create(axes))
        self.play(Create(g))
        self.wait(1)
        self.play(Transform(g, c), run_time=2)
        self.wait()