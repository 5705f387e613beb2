from manim import *


class LabelledParts(Scene):
    """A labelled diagram: a circle with arrows pointing at its centre and its edge, each arrow with a text label."""

    def construct(self):
        circle = Circle(radius=1.5, color=BLUE)
        center = Dot(ORIGIN)
        radius = Line(ORIGIN, circle.point_at_angle(0), color=YELLOW)
        label_c = Text("centre", font_size=28).move_to(LEFT * 4 + UP * 2)
        label_e = Text("edge", font_size=28).move_to(RIGHT * 4 + UP * 2)
        arrow_c = Arrow(label_c.get_bottom(), center.get_center(), buff=0.15)
        arrow_e = Arrow(label_e.get_bottom(), circle.point_at_angle(PI / 4), buff=0.15)
        r_label = MathTex("r").next_to(radius, DOWN, buff=0.1)
        self.play(Create(circle), FadeIn(center))
        self.play(Create(radius), Write(r_label))
        self.play(FadeIn(label_c), GrowArrow(arrow_c), FadeIn(label_e), GrowArrow(arrow_e))
        self.wait()
