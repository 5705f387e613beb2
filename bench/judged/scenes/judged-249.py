from manim import *

class NumberLineDot(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 5, 1], length=10, include_numbers=True)
        dot = Dot(line.number_to_point(1), color=RED)
        self.play(Create(line))
        self.play(FadeIn(dot))
        self.play(dot.animate.move_to(line.number_to_point(4)), run_time=2)
        self.wait()