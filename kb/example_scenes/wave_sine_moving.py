from manim import *


class MovingWave(Scene):
    """A moving sine wave: the wave shifts over time with a ValueTracker for the phase and always_redraw on axes."""

    def construct(self):
        axes = Axes(x_range=[0, 10, 1], y_range=[-1.5, 1.5, 1], x_length=10, y_length=3)
        phase = ValueTracker(0)
        wave = always_redraw(lambda: axes.plot(lambda x: np.sin(x - phase.get_value()), color=BLUE))
        self.add(axes, wave)
        self.play(phase.animate.set_value(2 * PI), run_time=3, rate_func=linear)
        self.wait()
