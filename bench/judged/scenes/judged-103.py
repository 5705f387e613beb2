from manim import *

class TangentCircleRightAngle(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE)
        circle.to_edge(UP)
        tangent = Line(LEFT, RIGHT)
        tangent.set_color(RED)
        tangent_label = MathTex(r"t").next_to(tangent, RIGHT, buff=0.1)
        radius = Line(circle.get_center(), tangent.get_start(), color=YELLOW)
        radius_label = MathTex(r"r").next_to(radius, RIGHT, buff=0.1)
        right_angle = RightAngle(tangent, radius)
        self.play(Create(circle), Create(tangent), Write(tangent_label), Write(radius_label), Create(right_angle))
        self.wait()