from manim import *

class OrangeTriangleWithBlueCircle(Scene):
    def construct(self):
        triangle = Triangle(color=ORANGE, fill_opacity=0.5)
        circle = Circle(radius=0.5, color=BLUE, fill_opacity=0.5)
        triangle.move_to(ORIGIN)
        circle.move_to(ORIGIN + DOWN * 1.5)
        self.play(Create(triangle))
        self.play(Create(circle))
        self.play(triangle.animate.scale(0.5))
        self.wait()