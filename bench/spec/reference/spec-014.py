"""spec-014 (text): Show a red rectangle with the label "Box" below it."""

from manim import *


class Main(Scene):
    def construct(self):
        rect = Rectangle(width=4, height=2, color=RED)
        label = Text("Box").next_to(rect, DOWN)
        self.play(Create(rect))
        self.play(Write(label))
        self.wait(0.5)
