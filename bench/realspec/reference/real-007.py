"""real-007 (shapes): Draw a big white square and place four small circles at its corners: red, blue, green and yellow."""

from manim import *


class Main(Scene):
    def construct(self):
        square = Square(side_length=4, color=WHITE)
        colours = [RED, BLUE, GREEN, YELLOW]
        corners = [UL, UR, DR, DL]
        dots = VGroup(*[
            Circle(radius=0.3, color=c, fill_opacity=1).move_to(square.get_corner(k))
            for c, k in zip(colours, corners)
        ])
        self.play(Create(square))
        self.play(FadeIn(dots))
        self.wait(0.5)
