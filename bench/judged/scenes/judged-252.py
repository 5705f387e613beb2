from manim import *


class WriteNumbers(Scene):
    def construct(self):
        numbers = VGroup(
            Integer(1).next_to(ORIGIN, LEFT),
            Integer(2).next_to(ORIGIN, LEFT),
            Integer(3).next_to(ORIGIN, LEFT)
        )
        self.play(Write(numbers))
        self.wait()
        self.play(FadeOut(numbers))
        self.wait()