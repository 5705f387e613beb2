from manim import *

class NumberLineDotExample(Scene):
    def construct(self):
        line = NumberLine(x_range=[-3, 3, 1], length=10, include_numbers=True)
        dot = Dot(line.number_to_point(-3), color=YELLOW)
        self.play(Create(line))
        self.play(FadeIn(dot))
        self.play(dot.animate.move_to(line.number_to_point(0)), run_time=2)
        self.wait()