from manim import *


class AreaOfCircle(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE).shift(LEFT * 2)
        centre = Dot(circle.get_center())
        r_label = MathTex("r").next_to(circle, DOWN, buff=0.1)
        formula = MathTex(r"A = \pi r^2").next_to(circle, RIGHT, buff=1)
        self.play(Create(circle))
        self.play(FadeIn(centre), Write(r_label))
        self.play(Write(formula))
        self.play(Write(MathTex(r"A = 9\pi", color=YELLOW).next_to(formula, DOWN, buff=0.5)))
        self.wait()