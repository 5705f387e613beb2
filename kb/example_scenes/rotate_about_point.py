from manim import *


class RotateAboutPoint(Scene):
    """A line segment rotating around one end point (about_point) like a clock hand, a full turn."""

    def construct(self):
        pivot = Dot(ORIGIN)
        hand = Line(ORIGIN, UP * 2, color=YELLOW)
        self.add(pivot)
        self.play(Create(hand))
        self.play(Rotate(hand, angle=-TAU, about_point=ORIGIN), run_time=3, rate_func=linear)
        self.wait()
