"""spec-078 (sequences): Write the text "Look here" and then indicate it."""

from manim import *


class Main(Scene):
    def construct(self):
        t = Text("Look here")
        self.play(Write(t))
        self.play(Indicate(t))
        self.wait(0.5)
