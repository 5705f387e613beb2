"""spec-079 (sequences): Write "Start", shift it up, and then fade in a green square below it."""

from manim import *


class Main(Scene):
    def construct(self):
        t = Text("Start")
        self.play(Write(t))
        self.play(t.animate.shift(UP * 2))
        s = Square(color=GREEN).next_to(t, DOWN, buff=0.5)
        self.play(FadeIn(s))
        self.wait(0.5)
