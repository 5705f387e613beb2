"""spec-011 (text): Write "Welcome" and then replace it with "Goodbye"."""

from manim import *


class Main(Scene):
    def construct(self):
        a = Text("Welcome")
        b = Text("Goodbye")
        self.play(Write(a))
        self.wait(0.5)
        self.play(ReplacementTransform(a, b))
        self.wait(0.5)
