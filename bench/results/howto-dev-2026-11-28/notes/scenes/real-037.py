from manim import *

class NumberLineWithMarker(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 1, 0.25], length=10, include_numbers=True, color=RED)

        triangle = Triangle(color=RED)
        triangle.move_to(line.n2p(0.25))

        readout = DecimalNumber(0.25, num_decimal_places=2, color=RED).next_to(triangle, UP, buff=0.7)
        self.play(Create(line), Create(triangle), Write(readout))
        self.play(triangle.animate.move_to(line.n2p(0.75)), run_time=3)
        self.wait()