from manim import *

class PlotSineAndCosine(Scene):
    def construct(self):
        axes = Axes(
            x_range=[-PI, PI, PI / 2],
            y_range=[-1.5, 1.5, 0.5],
            x_length=9,
            y_length=5,
            tips=False,
        ).shift(LEFT * 1.2)
        sine = axes.plot(np.sin, color=BLUE)
        cosine = axes.plot(np.cos, color=RED)
        self.play(Create(axes))
        self.play(Create(sine), Create(cosine))
        self.wait()