from manim import *

class SumFormula(Scene):
    def construct(self):
        formula = MathTex(r"1 + 2 + \cdots + n = \frac{n(n+1)}{2}", font_size=96)
        formula.set_color(YELLOW)
        example = MathTex(r"1 + 2 + 3 + 4 = 10", font_size=96)
        example.set_color(BLUE)
        plus = Text("+")
        plus.set_color(YELLOW)
        top = VGroup(formula, example, plus).arrange(DOWN, buff=0.4, aligned_edge=RIGHT).shift(UP)
        self.play(Write(formula))
        self.play(Write(example), Write(plus), FadeIn(plus))
        self.wait()