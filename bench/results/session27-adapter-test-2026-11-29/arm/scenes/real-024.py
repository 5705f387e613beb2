from manim import *

class FormulaAndExample(Scene):
    def construct(self):
        # Show the formula
        formula = MathTex(r"1 + 2 + \cdots + n = \frac{n(n+1)}{2}")
        formula.move_to(UP * 2)
        self.play(Create(formula))

        # Show the example
        example = MathTex(r"1 + 2 + 3 + 4 = 10")
        example.move_to(UP * 1)
        self.play(Create(example))

        # Wait for the user to press a key
        self.wait()