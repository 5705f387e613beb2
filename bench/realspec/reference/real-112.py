"""real-112 (motion): A wheel, drawn as a circle with one spoke, rolls from the left to the right along a horizontal line at the bottom, turning as it moves."""

from manim import *


class Main(Scene):
    def construct(self):
        ground = Line(LEFT * 7, RIGHT * 7).shift(DOWN * 2.5)
        r = 0.8
        wheel = VGroup(Circle(radius=r, color=WHITE), Line(ORIGIN, UP * r, color=RED)).move_to(LEFT * 5 + DOWN * (2.5 - r))
        self.play(Create(ground), Create(wheel))
        distance = 9
        self.play(wheel.animate.shift(RIGHT * distance).rotate(-distance / r), run_time=3)
        self.wait(0.5)
