from manim import *


class OrbitWithMoon(Scene):
    """A moon circling a planet while the planet orbits a star: a yellow star in the centre, a blue planet going twice around it and a small grey moon going round the planet several times, both positions computed from one ValueTracker (always_redraw)."""

    def construct(self):
        star = Dot(radius=0.4, color=YELLOW)
        orbit = Circle(radius=2.6, color=GREY, stroke_width=1)
        t = ValueTracker(0)

        def planet_position():
            return orbit.point_at_angle(t.get_value())

        planet = always_redraw(lambda: Dot(planet_position(), radius=0.18, color=BLUE))
        moon = always_redraw(
            lambda: Dot(
                planet_position() + 0.6 * rotate_vector(RIGHT, 6 * t.get_value()),
                radius=0.07,
                color=GREY_B,
            )
        )
        self.add(star, orbit, planet, moon)
        self.play(t.animate.set_value(2 * TAU), run_time=8, rate_func=linear)
        self.wait()
