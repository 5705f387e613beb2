"""real-114 (regions): Put a red circle in the top left corner, a blue circle in the bottom right corner, and draw a line connecting them through the centre."""

from manim import *


class Main(Scene):
    def construct(self):
        red = Circle(radius=0.6, color=RED, fill_opacity=0.8).to_corner(UL)
        blue = Circle(radius=0.6, color=BLUE, fill_opacity=0.8).to_corner(DR)
        link = Line(red.get_center(), blue.get_center(), buff=0.6)
        self.play(FadeIn(red), FadeIn(blue))
        self.play(Create(link))
        self.wait(0.5)
