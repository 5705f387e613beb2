"""real-031 (plots): Show a number plane, draw the circle x^2 + y^2 = 4 in red on it, and write its equation in the top right corner."""

from manim import *


class Main(Scene):
    def construct(self):
        plane = NumberPlane()
        circle = Circle(radius=2, color=RED).move_to(plane.c2p(0, 0))
        eq = MathTex("x^2 + y^2 = 4").to_corner(UR).add_background_rectangle()
        self.play(Create(plane))
        self.play(Create(circle))
        self.play(Write(eq))
        self.wait(0.5)
