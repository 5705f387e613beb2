from manim import *

class NumberLineWithDots(Scene):
    def construct(self):
        line = NumberLine(
            x_range=[-10, 10, 2],
            length=10,
            color=BLUE,
            include_numbers=True,
            label_direction=UP,
        )

        dot1 = Dot(line.number_to_point(-6), color=RED)
        dot2 = Dot(line.number_to_point(8), color=BLUE)

        self.play(Create(line))
        self.play(FadeIn(dot1))
        self.play(FadeIn(dot2))
        self.wait()