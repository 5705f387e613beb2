"""spec-072 (sequences): Show five dots appearing one by one."""

from manim import *


class Main(Scene):
    def construct(self):
        dots = VGroup(*[Dot() for _ in range(5)]).arrange(RIGHT, buff=1)
        for d in dots:
            self.play(FadeIn(d), run_time=0.3)
        self.wait(0.5)
