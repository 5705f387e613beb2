from manim import *


class NumberLineDot(Scene):
    """A number line from -5 to 5 with numbers, and a dot that moves along it from -3 to 4."""

    def construct(self):
        line = NumberLine(x_range=[-5, 5, 1], length=10, include_numbers=True)
        dot = Dot(line.number_to_point(-3), color=YELLOW)
        self.play(Create(line))
        self.play(FadeIn(dot))
        self.play(dot.animate.move_to(line.number_to_point(4)), run_time=2)
        self.wait()
