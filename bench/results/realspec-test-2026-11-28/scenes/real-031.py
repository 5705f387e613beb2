from manim import *

class NumberPlaneWithCircle(Scene):
    def construct(self):
        plane = NumberPlane()
        self.play(Create(plane))

        circle = Circle(radius=2, color=RED)
        self.play(Create(circle))
        self.play(plane.animate.move_to(RIGHT * 3))
        self.play(plane.animate.move_to(UP * 3))

        equation_text = MathTex(r"x^2 + y^2 = 4")
        equation_text.to_corner(UR)
        self.play(Create(equation_text))