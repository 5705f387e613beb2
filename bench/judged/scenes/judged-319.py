from manim import *


class ThreeCircles(Scene):
    def construct(self):
        small_circle = Circle(radius=0.5, color=RED)
        medium_circle = Circle(radius=1.0, color=ORANGE)
        large_circle = Circle(radius=1.5, color=GREEN)
        VGroup(small_circle, medium_circle, large_circle).arrange(RIGHT, buff=0.5)
        self.play(Create(small_circle))
        self.play(Create(medium_circle))
        self.play(Create(large_circle))
        self.wait()
