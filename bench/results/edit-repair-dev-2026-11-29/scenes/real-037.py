from manim import *

class NumberLineTriangle(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 1, 0.25], length=4, color=RED)
        triangle = Triangle(color=RED, fill_opacity=1).scale(0.2).rotate(PI)
        triangle.move_to(line.n2p(0))
        self.play(Create(line))
        self.play(GrowFromCenter(triangle))
        x = ValueTracker(0)
        readout = DecimalNumber(x.get_value(), num_decimal_places=2, color=RED).next_to(line.n2p(x.get_value()), DOWN, buff=0.7)
        self.play(FadeIn(readout))
        self.play(x.animate.set_value(0.75), run_time=2)
        self.wait()