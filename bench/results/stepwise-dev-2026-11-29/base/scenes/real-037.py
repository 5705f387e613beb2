from manim import *

class NumberLineTriangle(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 1, 0.25], length=4, color=RED, include_numbers=True)
        triangle = Triangle(color=RED, fill_opacity=1).next_to(line.n2p(0), UP, buff=0.5)
        readout = DecimalNumber(0, num_decimal_places=2, color=RED).next_to(line.n2p(0), DOWN, buff=0.7)
        self.play(Create(line))
        self.play(FadeIn(triangle))
        self.play(FadeIn(readout))
        self.play(triangle.animate.shift(RIGHT * 0.75), run_time=2)
        self.wait()