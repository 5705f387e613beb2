"""real-113 (regions): Start with a small green square in the centre and scale it up until it fills most of the screen, then write "Big" inside it."""

from manim import *


class Main(Scene):
    def construct(self):
        square = Square(side_length=1, color=GREEN)
        self.play(Create(square))
        self.play(square.animate.scale(7), run_time=2)
        big = Text("Big", font_size=96).move_to(square)
        self.play(Write(big))
        self.wait(0.5)
