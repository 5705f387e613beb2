from manim import *

class CircleOnPlane(Scene):
    def construct(self):
        plane = NumberPlane()
        circle = Circle(radius=2, color=RED)
        plane.add(circle)
        label = MathTex(r"x^2 + y^2 = 4").move_to(RIGHT * 4 + UP * 3)
        self.play(Create(plane), Create(circle), Write(label))
        self.wait()