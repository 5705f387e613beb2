"""spec-086 (counting): Show the numbers 1 to 5 appearing one by one in a row."""

from manim import *


class Main(Scene):
    def construct(self):
        nums = VGroup(*[Text(str(k)) for k in range(1, 6)]).arrange(RIGHT, buff=0.8)
        for n in nums:
            self.play(Write(n), run_time=0.4)
        self.wait(0.5)
