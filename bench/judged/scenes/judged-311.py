from manim import *


class NumberLineWithDots(Scene):
    def construct(self):
        line = NumberLine(x_range=[-5, 5, 1], length=10, include_numbers=True)
        blue_dot = Dot(line.number_to_point(-4), color=BLUE)
        red_dot = Dot(line.number_to_point(3), color=RED)
        self.play(Create(line))
        self.play(Create(blue_dot), Create(red_dot))
        self.play(blue_dot.animate.move_to(line.number_to_point(0)), run_time=2)
        self.wait()