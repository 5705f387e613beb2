"""real-120 (regions): Draw a small yellow star in the upper right area of the screen and a large purple circle taking up most of the left half."""

from manim import *


class Main(Scene):
    def construct(self):
        star = Star(color=YELLOW, fill_opacity=1).scale(0.5).move_to(RIGHT * 4.5 + UP * 2.5)
        circle = Circle(radius=3.2, color=PURPLE, fill_opacity=0.5).move_to(LEFT * 3.5)
        self.play(Create(circle))
        self.play(FadeIn(star))
        self.wait(0.5)
