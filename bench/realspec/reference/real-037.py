"""real-037 (number_lines): Show a number line from 0 to 1 with ticks every 0.25, and move a red triangle marker above it from 0 to 0.75 while a number under the line shows the current position."""

from manim import *


class Main(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 1, 0.25], length=10, include_numbers=True, decimal_number_config={"num_decimal_places": 2})
        t = ValueTracker(0)
        marker = Triangle(color=RED, fill_opacity=1).scale(0.2).rotate(PI)
        marker.add_updater(lambda m: m.next_to(line.n2p(t.get_value()), UP, buff=0.15))
        readout = DecimalNumber(0, num_decimal_places=2).shift(DOWN * 1.8)
        readout.add_updater(lambda d: d.set_value(t.get_value()))
        self.play(Create(line))
        self.add(marker, readout)
        self.wait(0.3)
        self.play(t.animate.set_value(0.75), run_time=3)
        self.wait(0.5)
