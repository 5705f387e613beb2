from manim import *

class NumberLineWithTriangle(Scene):
    def construct(self):
        number_line = NumberLine(x_range=[-10, 10, 5], length=20, tick_size=0.15)
        triangle = Triangle(color=YELLOW, fill_opacity=1).rotate(PI)
        triangle.move_to(number_line.n2p(0))
        self.play(Create(number_line))
        self.play(Create(triangle))
        self.wait()