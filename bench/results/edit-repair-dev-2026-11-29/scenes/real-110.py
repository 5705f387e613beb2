from manim import *

class EarthSunMoon(Scene):
    def construct(self):
        sun = Dot(point=ORIGIN, radius=0.3, color=YELLOW)
        earth = Dot(point=LEFT, radius=0.15, color=BLUE)
        moon = Dot(point=ORIGIN + RIGHT, radius=0.05, color=GREY)

        self.add(sun, earth, moon)
        self.play(earth.animate.rotate(TAU/2), run_time=2, rate_func=linear)
        self.play(moon.animate.rotate(TAU/3), run_time=2, rate_func=linear)
        self.wait()