"""real-092 (counting): Put a label "Score:" on the left side of the screen, and to its right a number that rises smoothly from 0 to 50 over three seconds."""

from manim import *


class Main(Scene):
    def construct(self):
        label = Text("Score:").shift(LEFT * 3)
        tracker = ValueTracker(0)
        number = Integer(0).next_to(label, RIGHT, buff=0.4)
        number.add_updater(lambda n: n.set_value(tracker.get_value()))
        self.add(label, number)
        self.wait(0.3)
        self.play(tracker.animate.set_value(50), run_time=3, rate_func=linear)
        self.wait(0.5)
