"""real-083 (sequences): First write the word "Ready", then replace it with "Set", then with "Go!" in green, each in the same place in the centre."""

from manim import *


class Main(Scene):
    def construct(self):
        word = Text("Ready", font_size=80)
        self.play(Write(word))
        self.wait(0.5)
        for text, colour in (("Set", WHITE), ("Go!", GREEN)):
            new = Text(text, font_size=80, color=colour)
            self.play(ReplacementTransform(word, new))
            self.wait(0.5)
            word = new
