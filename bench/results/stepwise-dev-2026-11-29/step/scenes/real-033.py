# Description: Edit: put a yellow arrow above the number 2 pointing down at it.
from manim import *

class NumberLineExample(Scene):
    def construct(self):
        line = NumberLine(x_range=[-4, 4, 1], length=10, include_numbers=True)
        yellow_arrow = Arrow(start=line.get_start(), end=line.get_end() + (0, 0.5, 0), color=YELLOW)
        self.play(Create(line))
        self.play(Create(yellow_arrow))
        self.wait()