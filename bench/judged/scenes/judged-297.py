from manim import *

class CircleWithLabel(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE).shift(RIGHT * 2)
        radius = Line(circle.get_center(), circle.point_at_angle(35 * DEGREES), color=YELLOW)
        r_label = MathTex("r", color=YELLOW).move_to(radius.get_center() + 0.3 * radius.get_unit_vector())
        formula = MathTex(r"C = 2\pi r").next_to(circle, RIGHT, buff=1)
        formula.next_to(circle, DOWN)
        self.play(Create(circle))
        self.play(FadeIn(r_label))
        self.play(Create(radius))
        self.play(Write(formula))
        self.wait()
