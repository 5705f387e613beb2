"""real-110 (motion): Show the Earth as a blue dot orbiting a yellow Sun in the centre twice, while the Moon, a small grey dot, circles the Earth."""

from manim import *


class Main(Scene):
    def construct(self):
        sun = Dot(ORIGIN, radius=0.4, color=YELLOW)
        t = ValueTracker(0)
        earth = Dot(radius=0.15, color=BLUE).add_updater(lambda e: e.move_to(2.8 * np.array([np.cos(t.get_value()), np.sin(t.get_value()), 0])))
        moon = Dot(radius=0.07, color=GREY).add_updater(lambda m: m.move_to(earth.get_center() + 0.5 * np.array([np.cos(6 * t.get_value()), np.sin(6 * t.get_value()), 0])))
        orbit = Circle(radius=2.8, color=GREY, stroke_opacity=0.4)
        earth.update()
        moon.update()
        self.add(orbit, sun, earth, moon)
        self.wait(0.3)
        self.play(t.animate.set_value(2 * TAU), run_time=6, rate_func=linear)
        self.wait(0.3)
