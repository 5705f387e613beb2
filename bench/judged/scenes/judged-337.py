from manim import *

class CircleAndTriangle(Scene):
    def construct(self):
        circle = Circle(color=BLUE, fill_opacity=0.5)
        triangle = Triangle(color=ORANGE, fill_opacity=0.7)
        triangle.set_points(circle.get_points()[0:2] + [circle.get_points()[2]])
        self.play(Create(circle))
        self.play(Create(triangle))
        self.wait()