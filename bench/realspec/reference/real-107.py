"""real-107 (motion): Draw a square and spin it a full turn around its bottom left corner, marking that corner with a red dot that stays still."""

from manim import *


class Main(Scene):
    def construct(self):
        square = Square(side_length=2, color=BLUE).shift(UP * 0.5 + RIGHT * 0.5)
        corner = square.get_corner(DL)
        pivot = Dot(corner, color=RED)
        self.play(Create(square), FadeIn(pivot))
        self.play(Rotate(square, angle=TAU, about_point=corner), run_time=3)
        self.wait(0.5)
