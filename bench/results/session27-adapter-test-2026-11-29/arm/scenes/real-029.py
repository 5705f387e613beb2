from manim import *

class TurningPoints(Scene):
    def construct(self):
        axes = Axes(x_range=[-2.5, 2.5, 1], y_range=[-4, 4, 1], x_length=7, y_length=5.5)
        f = lambda x: x**3 - 3 * x  # noqa: E731
        curve = axes.plot(f, x_range=[-2.2, 2.2], color=PURPLE)
        self.play(Create(axes), Create(curve), run_time=2)
        turning_point1 = Dot(axes.c2p(-1, f(-1)), color=RED)
        turning_point2 = Dot(axes.c2p(1, f(1)), color=RED)
        turning_point1_label = Text("turning point", font_size=24, color=RED).next_to(turning_point1, UP, buff=0.15)
        turning_point2_label = Text("turning point", font_size=24, color=RED).next_to(turning_point2, DOWN, buff=0.15)
        self.play(GrowFromCenter(turning_point1), FadeIn(turning_point1_label))
        self.play(GrowFromCenter(turning_point2), FadeIn(turning_point2_label))
        self.wait()