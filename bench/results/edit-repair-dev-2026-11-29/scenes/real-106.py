from manim import *


class RedDotSineTrace(Scene):
    def construct(self):
        circle = Circle(radius=1.5, color=WHITE).move_to(LEFT * 4.5)
        axes = Axes(
            x_range=[0, TAU, PI / 2],
            y_range=[-1, 1, 1],
            x_length=6,
            y_length=3,
            tips=False,
        ).move_to(RIGHT * 2.5)
        dot = always_redraw(lambda: Dot(circle.get_center(), color=RED))
        wave = always_redraw(
            lambda: axes.plot(np.sin, x_range=[0, 0.01], color=YELLOW)
        )
        self.play(Create(circle), Create(axes))
        self.add(wave, dot)
        self.play(MoveAlongPath(dot, circle, run_time=5, rate_func=linear))
        self.wait()