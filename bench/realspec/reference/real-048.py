"""real-048 (graphs): Draw a triangle of three circles connected by lines, write the numbers 1, 2 and 3 inside the circles, and then make circle 2 flash."""

from manim import *


class Main(Scene):
    def construct(self):
        spots = [UP * 1.8, DL * 1.8 + LEFT * 0.7, DR * 1.8 + RIGHT * 0.7]
        circles = VGroup(*[Circle(radius=0.5, color=BLUE).move_to(p) for p in spots])
        links = VGroup(*[Line(spots[i], spots[j], buff=0.5) for i, j in ((0, 1), (1, 2), (2, 0))])
        numbers = VGroup(*[MathTex(str(k + 1)).move_to(p) for k, p in enumerate(spots)])
        self.play(Create(circles), Create(links))
        self.play(Write(numbers))
        self.play(Indicate(circles[1], color=YELLOW), Flash(circles[1]))
        self.wait(0.5)
