"""real-052 (charts): Draw a pie chart as a circle split into three coloured sectors, red for half, blue for a third and green for the rest, then pull the red sector slightly out of the circle."""

from manim import *


class Main(Scene):
    def construct(self):
        r = 2.2
        red = Sector(radius=r, start_angle=0, angle=PI, color=RED, fill_opacity=0.9)
        blue = Sector(radius=r, start_angle=PI, angle=TAU / 3, color=BLUE, fill_opacity=0.9)
        green = Sector(radius=r, start_angle=PI + TAU / 3, angle=TAU / 6, color=GREEN, fill_opacity=0.9)
        self.play(FadeIn(red), FadeIn(blue), FadeIn(green))
        self.wait(0.5)
        self.play(red.animate.shift(UP * 0.5))
        self.wait(0.5)
