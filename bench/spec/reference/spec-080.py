"""spec-080 (counting): Count from 1 to 5."""

from manim import *


class Main(Scene):
    def construct(self):
        num = Integer(1).scale(2)
        self.play(Write(num))
        for k in range(2, 6):
            new = Integer(k).scale(2)
            self.play(ReplacementTransform(num, new), run_time=0.4)
            num = new
        self.wait(0.5)
