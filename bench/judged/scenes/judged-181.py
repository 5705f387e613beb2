from manim import *


class ConcentricCircles(Scene):
    def construct(self):
        red_circle = Circle(radius=1, color=RED)
        white_circle = Circle(radius=0.8, color=WHITE)
        blue_circle = Circle(radius=0.6, color=BLUE)
        self.play(Create(red_circle))
        self.play(Create(white_circle))
        self.play(Create(blue_circle))
        self.play(FadeOut(blue_circle))
        self.wait()