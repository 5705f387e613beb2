"""real-090 (counting): Show a timer that counts down from 10 to 0 in large white digits in the centre, and turn the number red when it reaches 0."""

from manim import *


class Main(Scene):
    def construct(self):
        number = Integer(10, font_size=144)
        self.add(number)
        for k in range(9, -1, -1):
            self.play(Transform(number, Integer(k, font_size=144)), run_time=0.3)
        self.play(number.animate.set_color(RED))
        self.wait(0.5)
