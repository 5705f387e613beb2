"""spec-083 (counting): A counter goes from 0 to 100 while a bar grows."""

from manim import *


class Main(Scene):
    def construct(self):
        tracker = ValueTracker(0)
        counter = Integer(0).to_edge(UP)
        counter.add_updater(lambda m: m.set_value(tracker.get_value()))
        bar = Rectangle(width=0.5, height=0.5, color=BLUE, fill_opacity=0.8).to_edge(DOWN)
        self.add(counter, bar)
        self.play(tracker.animate.set_value(100), bar.animate.stretch_to_fit_height(5).to_edge(DOWN), run_time=2)
        self.wait(0.5)
