r"""real-099 (geometry): Draw a circle with its centre marked by a dot labelled O, a radius line from the centre to the edge labelled r, and write the circumference formula C = 2\pi r to the right."""

from manim import *


class Main(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE).shift(LEFT * 2.5)
        centre = Dot(circle.get_center())
        o = MathTex("O").next_to(centre, DOWN + LEFT * 0.5, buff=0.1)
        radius = Line(circle.get_center(), circle.point_at_angle(PI / 4), color=YELLOW)
        r = MathTex("r").next_to(radius.get_center(), UL, buff=0.1)
        formula = MathTex(r"C = 2\pi r").shift(RIGHT * 3)
        self.play(Create(circle))
        self.play(FadeIn(centre), Write(o))
        self.play(Create(radius), Write(r))
        self.play(Write(formula))
        self.wait(0.5)
