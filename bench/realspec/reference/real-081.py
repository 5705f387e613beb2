"""real-081 (sequences): Draw five blue squares in a row one by one from left to right, then make them all turn green at the same time."""

from manim import *


class Main(Scene):
    def construct(self):
        squares = VGroup(*[Square(side_length=1.2, color=BLUE) for _ in range(5)]).arrange(RIGHT, buff=0.4)
        for s in squares:
            self.play(Create(s), run_time=0.5)
        self.wait(0.3)
        self.play(squares.animate.set_color(GREEN))
        self.wait(0.5)
