from manim import *

class CircleOnPlane(Scene):
    def construct(self):
        plane = NumberPlane()
        circle = Circle(radius=2, color=RED).move_to(plane.c2p(0, 0))
        label = Text(r"x^2 + y^2 = 4").move_to(3 * UP + 4 * RIGHT)
        self.play(Create(plane), Create(circle))
        self.play(Write(label))
        self.wait()