from manim import *


class PurpleOctagonWithWhiteCircleAndRedTriangle(Scene):
    def construct(self):
        purple_octagon = RegularPolygon(n=8, color=PURPLE, fill_opacity=0.7)
        white_circle = Circle(radius=0.5, color=WHITE, fill_opacity=0.7)
        red_triangle = Triangle(color=RED, fill_opacity=0.7)
        purple_octagon.add(white_circle)
        purple_octagon.add(red_triangle)
        self.play(Create(purple_octagon))
        self.wait()