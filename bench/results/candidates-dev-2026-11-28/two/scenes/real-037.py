from manim import *

class NumberLineExample(Scene):
    def construct(self):
        line = NumberLine(
            x_range=[0, 1, 0.25],
            length=10,
            include_numbers=True,
        )
        triangle = Triangle(color=RED, fill_opacity=1)
        triangle.scale(0.15)
        triangle.rotate(PI)
        triangle.next_to(line.n2p(0), UP, buff=0.1)
        readout = DecimalNumber(0, num_decimal_places=2, color=RED).next_to(line.n2p(0), DOWN, buff=0.7)
        self.play(Create(line))
        self.play(FadeIn(triangle), FadeIn(readout))
        self.play(triangle.animate.shift(UP * 0.75), run_time=2)
        self.wait()