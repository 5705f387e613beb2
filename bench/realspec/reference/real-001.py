"""real-001 (shapes): Draw a large blue circle in the middle of the screen, put a small red square inside it, and mark the exact centre with a yellow dot."""

from manim import *


class Main(Scene):
    def construct(self):
        circle = Circle(radius=2.8, color=BLUE)
        square = Square(side_length=1.6, color=RED)
        dot = Dot(ORIGIN, color=YELLOW)
        self.play(Create(circle))
        self.play(Create(square))
        self.play(FadeIn(dot))
        self.wait(0.5)
