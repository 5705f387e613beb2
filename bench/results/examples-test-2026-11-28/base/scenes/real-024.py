from manim import *


class SumFormula(Scene):
    def construct(self):
        formula = MathTex(r"1 + 2 + \cdots + n = \frac{n(n+1)}{2}", font_size=96)
        formula.set_color(YELLOW)
        example = MathTex(r"1 + 2 + 3 + 4 = 10", font_size=96)
        example.set_color(BLUE)
        top = VGroup(formula, example).arrange(DOWN, buff=0.4, aligned_edge=RIGHT).shift(UP)
        self.play(Write(formula))
        self.play(Write(example), FadeIn(top))
        self.wait()