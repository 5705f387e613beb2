from manim import *


class AreaOfCircle(Scene):
    def construct(self):
        circle = Circle(radius=3, color=BLUE).shift(LEFT * 2)
        area_label = MathTex(r"A = \pi r^2", color=WHITE).move_to(LEFT * 4 + UP * 2)
        r_label = MathTex(r"r = 3", color=WHITE).move_to(RIGHT * 4 + UP * 2)
        formula_line = MathTex(r"A = 9\pi").next_to(area_label, DOWN, buff=1)
        formula_line.set_color(YELLOW)
        self.play(Create(circle), Write(area_label))
        self.play(Create(r_label))
        self.play(Write(formula_line))
        self.wait()