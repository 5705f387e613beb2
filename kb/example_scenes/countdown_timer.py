from manim import *


class CountdownTimer(Scene):
    """A countdown timer: a large number in the centre counts down from 5 to 0, one step a second, changing in place, and the number turns red when it reaches zero."""

    def construct(self):
        number = Integer(5, font_size=144)
        self.play(FadeIn(number))
        for value in range(4, -1, -1):
            self.wait(0.5)
            self.play(number.animate.set_value(value), run_time=0.5)
        self.play(number.animate.set_color(RED))
        self.wait()
