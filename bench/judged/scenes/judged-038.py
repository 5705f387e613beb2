from manim import *

class NumberLinesConnecting(Scene):
    def construct(self):
        line_top = NumberLine(x_range=[0, 5, 1], length=10, include_numbers=True, color=BLUE)
        line_bottom = NumberLine(x_range=[0, 10, 1], length=10, include_numbers=True, color=RED)
        line_top.shift(DOWN * 5)

        for i in range(5):
            dot_top = Dot(line_top.number_to_point(i), color=YELLOW)
            dot_bottom = Dot(line_bottom.number_to_point(2 * i), color=GREEN)
            line = Line(dot_top, dot_bottom)
            self.play(Create(line))
            self.wait(0.1)