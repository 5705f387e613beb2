from manim import *

class RotateLine180(Scene):
    def construct(self):
        line = Line(ORIGIN, 2*RIGHT)
        midpoint = Dot(line.get_midpoint())
        midpoint.set_color(RED)

        self.add(line, midpoint)
        self.play(Rotate(line, angle=-PI, about_point=midpoint.get_center()), run_time=3, rate_func=linear)
        self.wait()