"""spec-009 (text): Show the title "Chapter One" at the top and the subtitle "The Beginning" below it."""

from manim import *


class Main(Scene):
    def construct(self):
        title = Text("Chapter One").to_edge(UP)
        sub = Text("The Beginning", font_size=32).next_to(title, DOWN)
        self.play(Write(title))
        self.play(FadeIn(sub))
        self.wait(0.5)
