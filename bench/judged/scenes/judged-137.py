from manim import *

class CircleDotTravel(Scene):
    def construct(self):
        circle = Circle(radius=1, color=WHITE)
        dot = Dot(circle.get_center(), color=RED)
        self.play(Create(circle))
        self.play(Create(dot))
        self.play(dot.animate.rotate(2 * PI, about_point=dot.get_center()))
        self.wait()