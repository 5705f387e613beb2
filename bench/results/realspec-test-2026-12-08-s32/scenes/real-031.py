from manim import *

class CircleOnPlane(Scene):
    def construct(self):
        plane = NumberPlane()
        circle = Circle(radius=2, color=RED)
        self.play(Create(plane))
        self.play(Create(circle))
        label = MathTex(r"x^2 + y^2 = 4", color=RED).next_to(plane, UP, buff=0.6)
        label.to_corner(UR)
        self.play(Write(label))
        self.wait()
