from manim import *


class NumberLineWithRegion(Scene):
    def construct(self):
        number_line = NumberLine()
        self.play(Create(number_line))
        dot2 = Dot(color=WHITE).move_to(2 * RIGHT)
        dot3 = Dot(color=GREEN, radius=0.5).move_to(2 * RIGHT)
        self.play(Create(dot2), Create(dot3))
        thick_green_arrow = Arrow(dot3.get_bottom(), dot3.get_top(), color=GREEN, stroke_width=5)
        self.play(FadeIn(thick_green_arrow))
        self.wait()