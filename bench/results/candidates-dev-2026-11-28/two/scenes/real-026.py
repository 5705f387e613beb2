from manim import *


class PlotSineCosine(Scene):
    def construct(self):
        axes = Axes(x_range=[0, 2 * PI, PI / 20], y_range=[-1.5, 1.5, 1], x_length=6, y_length=6, tips=False)
        sine = axes.plot(lambda x: np.sin(x), color=YELLOW)
        cosine = axes.plot(lambda x: np.cos(x), x_range=[0, 2 * PI, PI / 20], color=GREEN)
        self.play(Create(axes))
        self.play(Create(sine))
        self.wait(2)
        self.play(Transform(sine, cosine), run_time=2)
        self.wait()