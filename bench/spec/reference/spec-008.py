"""spec-008 (text): Write the text "Hello, Manim!" in yellow."""

from manim import *


class Main(Scene):
    def construct(self):
        t = Text("Hello, Manim!", color=YELLOW)
        self.play(Write(t))
        self.wait(0.5)
