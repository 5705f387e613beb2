from manim import *


class ConcentricCircles(Scene):
    def construct(self):
        red = Circle(radius=1, color=RED)
        green = Circle(radius=0.5, color=GREEN)
        blue = Circle(radius=0.25, color=BLUE)
        self.play(Create(red))
        self.play(Create(green))
        self.play(Create(blue))
        self.play(FadeOut(green))
        self.wait()