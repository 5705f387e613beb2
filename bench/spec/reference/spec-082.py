"""spec-082 (counting): Count down from 5 to 1, one number at a time."""

from manim import *


class Main(Scene):
    def construct(self):
        num = Text("5", font_size=96)
        self.play(FadeIn(num))
        for k in range(4, 0, -1):
            new = Text(str(k), font_size=96)
            self.play(ReplacementTransform(num, new), run_time=0.4)
            num = new
        self.wait(0.5)
