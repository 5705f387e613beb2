from manim import *


class ClockFace(Scene):
    """A clock: a circle with twelve tick marks and two hands that rotate around the centre at different speeds."""

    def construct(self):
        face = Circle(radius=2.5, color=WHITE)
        ticks = VGroup(
            *[Line(UP * 2.2, UP * 2.5).rotate(-i * TAU / 12, about_point=ORIGIN) for i in range(12)]
        )
        minute = Line(ORIGIN, UP * 2, color=BLUE)
        hour = Line(ORIGIN, UP * 1.3, color=RED, stroke_width=6)
        self.play(Create(face), Create(ticks))
        self.add(minute, hour)
        self.play(
            Rotate(minute, angle=-TAU, about_point=ORIGIN),
            Rotate(hour, angle=-TAU / 12, about_point=ORIGIN),
            run_time=3,
            rate_func=linear,
        )
        self.wait()
