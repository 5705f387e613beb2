"""spec-081 (counting): Show a number that counts from 0 to 10."""

from manim import *


class Main(Scene):
    def construct(self):
        tracker = ValueTracker(0)
        number = DecimalNumber(0, num_decimal_places=0).scale(2)
        number.add_updater(lambda m: m.set_value(tracker.get_value()))
        self.add(number)
        self.play(tracker.animate.set_value(10), run_time=2)
        self.wait(0.5)
