"""spec-013 (text): Three lines of text, "One", "Two" and "Three", stacked vertically."""

from manim import *


class Main(Scene):
    def construct(self):
        lines = VGroup(Text("One"), Text("Two"), Text("Three")).arrange(DOWN, buff=0.5)
        self.play(Write(lines))
        self.wait(0.5)
