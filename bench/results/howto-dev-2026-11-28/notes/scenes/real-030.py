from manim import *

class ExponentialCurve(Scene):
    def construct(self):
        axes = Axes(x_range=[-2, 1, 0.1], y_range=[-2, 2, 0.1])
        g = axes.plot(lambda x: np.exp(x), color=YELLOW)
        dot = Dot(axes.c2p(-2, np.exp(-2)))
        line = always_redraw(lambda: DashedLine(dot.get_center(), axes.c2p(axes.p2c(dot.get_center())[0], 0)))
        self.play(Create(axes), Create(dot), Create(line))
        self.play(dot.animate.move_to(axes.c2p(1, np.exp(1))))
        self.play(dot.animate.move_to(axes.c2p(3, np.exp(3))))
        self.wait()