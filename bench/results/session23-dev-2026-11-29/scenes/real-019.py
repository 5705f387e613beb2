from manim import *

class CircleAreaSubstitution(Scene):
    def construct(self):
        circle = Circle(radius=2, color=BLUE).shift(ORIGIN)  # Corrected line: move_to(ORIGIN)
        centre = Dot(circle.get_center())
        area_formula = MathTex(r"A = \pi r^2").next_to(circle, RIGHT, buff=1)
        area_formula.move_to(ORIGIN)
        r_label = MathTex("r").next_to(area_formula, DOWN, buff=0.1)
        r_value = MathTex("3").next_to(r_label, RIGHT, buff=0.1)
        r_value.set_color(YELLOW)
        self.play(Create(circle), FadeIn(centre), Write(area_formula), Write(r_label))
        self.play(Write(r_value))
        self.wait()
        # Add the yellow formula
        yellow_area_formula = MathTex(r"A = 9\pi").next_to(area_formula, DOWN, buff=0.5)
        yellow_area_formula.set_color(YELLOW)
        self.play(Write(yellow_area_formula))
