from manim import *

class ConcentricCircles(Scene):
    def construct(self):
        circle1 = Circle(radius=1, color=RED, fill_opacity=0.7)
        circle2 = Circle(radius=0.5, color=WHITE, fill_opacity=0.7)
        circle3 = Circle(radius=0.25, color=BLUE, fill_opacity=0.7)
        center = Dot(ORIGIN, color=BLACK)
        self.play(Create(circle1), Create(circle2), Create(circle3), FadeIn(center))
        self.wait()