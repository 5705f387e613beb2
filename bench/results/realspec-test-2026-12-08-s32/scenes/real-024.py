from manim import *

class FormulaAndExample(Scene):
    def construct(self):
        formula = MathTex(r"1 + 2 + \ldots + n = \frac{n(n+1)}{2}")
        formula.set_color(GOLD)
        formula.move_to(UP * 3)
        self.play(Create(formula))

        example = MathTex(r"1 + 2 + 3 + 4 = 10")
        example.set_color(GOLD)
        example.move_to(UP * 1)
        self.play(Create(example))