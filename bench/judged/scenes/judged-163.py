from manim import *

class CircleAreaFormula(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE).shift(LEFT * 2)
        formula = MathTex(r"A = \pi r^2").next_to(circle, RIGHT, buff=1)
        radius = Line(circle.get_center(), circle.point_at_angle(35 * DEGREES), color=RED)
        self.play(Create(circle), Write(formula), Write(radius))
        self.wait()