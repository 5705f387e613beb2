from manim import *

class SineCurveMoveDot(Scene):
    def construct(self):
        axes = Axes(
            x_range=[0, 2 * PI, PI / 2],
            y_range=[-1.5, 1.5, 0.5],
            x_length=9,
            y_length=5,
            tips=False,
        ).shift(LEFT * 1.2)
        sine = axes.plot(np.sin, color=BLUE)
        dot = Dot(axes.c2p(0, 0), color=RED)
        self.play(Create(axes), Create(sine))
        self.play(dot.animate.move_to(axes.c2p(2 * PI, 0)))
        self.wait()