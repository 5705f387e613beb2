from manim import *


class OrangeTriangleWithBlueCircle(Scene):
    def construct(self):
        triangle = Triangle(color=ORANGE, fill_opacity=0.7)
        circle = Circle(color=BLUE, fill_opacity=0.7)
        triangle.scale(1.5)
        self.play(Create(triangle))
        self.play(circle.animate.shift(UP * 2))
        self.play(triangle.animate.scale(0.5))
        self.wait()