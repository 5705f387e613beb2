from manim import *


class Orbit(Scene):
    """A planet orbits a sun: a small circle moves around a big circle on a circular orbit path, several times."""

    def construct(self):
        sun = Dot(radius=0.4, color=YELLOW)
        orbit = Circle(radius=2.5, color=GRAY, stroke_opacity=0.5)
        planet = Dot(radius=0.15, color=BLUE).move_to(orbit.point_from_proportion(0))
        self.add(orbit, sun, planet)
        self.play(MoveAlongPath(planet, orbit), run_time=3, rate_func=linear)
        self.play(Rotating(planet, angle=TAU, about_point=ORIGIN), run_time=3, rate_func=linear)
        self.wait()
