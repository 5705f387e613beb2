"""real-118 (regions): Show a huge number 42 filling most of the screen, then shrink it down into the bottom right corner and write "The answer" in the centre."""

from manim import *


class Main(Scene):
    def construct(self):
        number = Text("42").scale_to_fit_height(5.5)
        self.play(Write(number))
        self.wait(0.5)
        self.play(number.animate.scale(0.15).to_corner(DR))
        answer = Text("The answer")
        self.play(Write(answer))
        self.wait(0.5)
