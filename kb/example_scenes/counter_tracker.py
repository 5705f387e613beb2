from manim import *


class TrackerCounter(Scene):
    """A number that rises smoothly from 0 to 10 over three seconds: a decimal number that counts up driven by a ValueTracker, with an updater keeping it in place."""

    def construct(self):
        tracker = ValueTracker(0)
        number = DecimalNumber(0, num_decimal_places=1, font_size=80)
        number.add_updater(lambda m: m.set_value(tracker.get_value()))
        self.add(number)
        self.play(tracker.animate.set_value(10), run_time=3, rate_func=linear)
        self.wait()
