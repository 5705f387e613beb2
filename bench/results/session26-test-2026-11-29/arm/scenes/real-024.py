from manim import *


class SumFormula(Scene):
    def construct(self):
        formula = MathTex("1", "+", "2", "+", "...", "+", "n", "=", "n", "(", "n", "+", "1", ")", "/", "2")
        formula.set_color(YELLOW)
        top = VGroup(formula).arrange(DOWN, buff=0.4, aligned_edge=RIGHT).shift(UP)
        example = MathTex("1", "+", "2", "+", "3", "+", "4", "=", "10")
        example.set_color(BLUE)
        example.next_to(top, DOWN, buff=0.3)
        self.play(Write(formula))
        self.play(Write(example))
        self.wait()