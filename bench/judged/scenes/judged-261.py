from manim import *

class TangentCircleDot(Scene):
    def construct(self):
        circle = Circle(radius=2)
        tangent_line = TangentLine(circle, alpha=0.4, length=4, color=GREEN)
        dot = Dot(circle.point_at_angle(35 * DEGREES), color=RED)
        self.add(circle, tangent_line, dot)