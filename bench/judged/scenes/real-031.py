from manim import *

class NumberPlaneExample(Scene):
    def construct(self):
        plane = NumberPlane()
        circle = Circle(radius=2, color=RED)
        plane.add(circle)
        equation = MathTex(r"x^2 + y^2 = 4")
        equation.to_corner(UR)  # Move the equation to the top-right corner
        self.play(Create(plane))
        self.play(Create(circle))
        self.play(Write(equation))
        self.wait()