from manim import *


class CircleLineDot(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE)
        self.play(Create(circle))
        line = Line(circle.get_center(), circle.get_center() + RIGHT * 2, color=YELLOW)
        self.play(Create(line))
        dot = Dot(line.get_start(), color=RED)
        self.play(Create(dot))
        self.wait()