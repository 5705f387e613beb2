"""real-013 (text): Write the word "Manim" in the middle, draw a rectangle around it, and then make the whole thing fade away."""

from manim import *


class Main(Scene):
    def construct(self):
        word = Text("Manim", font_size=80)
        box = SurroundingRectangle(word, buff=0.3)
        self.play(Write(word))
        self.play(Create(box))
        self.wait(0.5)
        self.play(FadeOut(word), FadeOut(box))
        self.wait(0.3)
