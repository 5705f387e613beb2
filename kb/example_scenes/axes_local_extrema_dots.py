from manim import *


class LocalExtrema(Scene):
    """The cubic y = x^3 - 3x plotted on axes, then a red dot on its local maximum at (-1, 2) and a green dot on its local minimum at (1, -2), found where the derivative 3x^2 - 3 is zero, each with a small label above or below it."""

    def construct(self):
        axes = Axes(x_range=[-2.5, 2.5, 1], y_range=[-4, 4, 1], x_length=7, y_length=5.5)
        f = lambda x: x**3 - 3 * x  # noqa: E731
        curve = axes.plot(f, x_range=[-2.2, 2.2], color=YELLOW)
        self.play(Create(axes), Create(curve), run_time=2)
        top = Dot(axes.c2p(-1, f(-1)), color=RED)
        bottom = Dot(axes.c2p(1, f(1)), color=GREEN)
        top_label = Text("max", font_size=24, color=RED).next_to(top, UP, buff=0.15)
        bottom_label = Text("min", font_size=24, color=GREEN).next_to(bottom, DOWN, buff=0.15)
        self.play(GrowFromCenter(top), FadeIn(top_label))
        self.play(GrowFromCenter(bottom), FadeIn(bottom_label))
        self.wait()
