from manim import *

class NumberLineTriangle(Scene):
    def construct(self):
        line = NumberLine(x_range=[-4, 4, 1], length=10, include_numbers=True)
        triangle = Triangle(color=RED, fill_opacity=1)
        triangle.move_to(line.n2p(-3))
        self.play(Create(line))
        self.play(triangle.animate.shift(RIGHT * 3))
        self.wait()