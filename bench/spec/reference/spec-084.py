"""spec-084 (counting): Show the text "Count:" with a number next to it that counts from 1 to 10."""

from manim import *


class Main(Scene):
    def construct(self):
        label = Text("Count:").shift(LEFT)
        tracker = ValueTracker(1)
        number = Integer(1).next_to(label, RIGHT)
        number.add_updater(lambda m: m.set_value(tracker.get_value()).next_to(label, RIGHT))
        self.add(label, number)
        self.play(tracker.animate.set_value(10), run_time=2)
        self.wait(0.5)
