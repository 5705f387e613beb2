from manim import *


class GrowingBar(Scene):
    """A rectangle (bar) whose height grows with a value shown above it, both driven by one ValueTracker and always_redraw."""

    def construct(self):
        value = ValueTracker(1)
        bar = always_redraw(
            lambda: Rectangle(
                width=1, height=value.get_value(), fill_opacity=0.8, color=BLUE
            ).move_to(DOWN * 2, aligned_edge=DOWN)
        )
        number = always_redraw(
            lambda: DecimalNumber(value.get_value(), num_decimal_places=1).next_to(bar, UP)
        )
        self.add(bar, number)
        self.play(value.animate.set_value(4), run_time=2)
        self.wait()
