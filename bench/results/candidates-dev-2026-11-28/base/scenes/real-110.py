from manim import *

class EarthOrbitWithMoon(Scene):
    def construct(self):
        sun = Dot(radius=0.4, color=YELLOW)
        earth = Dot(radius=0.18, color=BLUE)
        moon = Dot(radius=0.07, color=GREY_B)
        orbit = Circle(radius=2.6, color=GREY, stroke_width=1)
        t = ValueTracker(0)

        def earth_position():
            return orbit.point_at_angle(t.get_value())

        def moon_position():
            return earth_position() + 0.6 * rotate_vector(RIGHT, 6 * t.get_value())

        earth = always_redraw(lambda: Dot(earth_position(), radius=0.18, color=BLUE))
        moon = always_redraw(
            lambda: Dot(
                moon_position() + 0.6 * rotate_vector(RIGHT, 6 * t.get_value()),
                radius=0.07,
                color=GREY_B,
            )
        )
        self.add(sun, earth, moon, orbit)
        self.play(t.animate.set_value(2 * TAU), run_time=8, rate_func=linear)
        self.wait()