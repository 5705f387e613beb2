"""spec-010 (text): Display the words "Left" and "Right" on the left and right halves of the screen."""

from manim import *


class Main(Scene):
    def construct(self):
        left = Text("Left").shift(LEFT * 3.5)
        right = Text("Right").shift(RIGHT * 3.5)
        self.play(Write(left), Write(right))
        self.wait(0.5)
