"""real-112 (motion): A wheel, drawn as a circle with one spoke, rolls from the left to the right along a horizontal line at the bottom, turning as it moves."""

from manim import *


class Main(Scene):
    def construct(self):
        ground = Line(LEFT * 7, RIGHT * 7).shift(DOWN * 2.5)
        r = 0.8
        wheel = VGroup(Circle(radius=r, color=WHITE), Line(ORIGIN, UP * r, color=RED)).move_to(LEFT * 5 + DOWN * (2.5 - r))
        self.play(Create(ground), Create(wheel))
        travelled = ValueTracker(0)
        wheel.rolled = 0.0

        def roll(m):
            step = travelled.get_value() - m.rolled
            m.rotate(-step / r).shift(RIGHT * step)
            m.rolled += step

        wheel.add_updater(roll)
        self.play(travelled.animate.set_value(9), run_time=3, rate_func=linear)
        self.wait(0.5)
