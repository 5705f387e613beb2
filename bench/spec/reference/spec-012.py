"""spec-012 (text): Show the text "Manim" in blue, then make it fade out."""

from manim import *


class Main(Scene):
    def construct(self):
        t = Text("Manim", color=BLUE)
        self.play(FadeIn(t))
        self.wait(0.5)
        self.play(FadeOut(t))
