from manim import *


class OrangeTriangleShrink(Scene):
    def construct(self):
        triangle = Triangle(color=ORANGE, fill_opacity=0.5)
        circle = Circle(radius=0.5, color=BLUE, fill_opacity=0.5)
        triangle.scale(2)
        self.play(Create(triangle))
        self.play(circle.animate.shift(DOWN * 1))
        self.play(triangle.animate.scale(0.5))
        self.wait()