from manim import *

class CircleWithTangent(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE).shift(LEFT * 2)
        centre = Dot(circle.get_center())
        o_label = MathTex("O").next_to(centre, DL, buff=0.1)
        radius = Line(circle.get_center(), circle.point_at_angle(35 * DEGREES), color=YELLOW)
        # the label sits a little to the side of the radius's midpoint
        side = rotate_vector(radius.get_unit_vector(), PI / 2)
        r_label = MathTex("r", color=YELLOW).move_to(radius.get_center() + 0.3 * side)
        tangent = Line(radius.get_center(), radius.get_midpoint(), color=RED)
        tangent_label = MathTex("tangent").next_to(tangent, RIGHT, buff=0.1)
        self.play(Create(circle), FadeIn(centre), Write(o_label))
        self.play(Create(radius), Write(r_label))
        self.play(Create(tangent), Write(tangent_label))
        self.wait()