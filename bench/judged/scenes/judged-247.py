from manim import *


class EFormulaBox(Scene):
    def construct(self):
        formula = MathTex(r"E = mc^2", font_size=96)
        self.play(Write(formula))
        box = SurroundingRectangle(formula, color=YELLOW, buff=0.2)
        self.play(Create(box))
        self.wait()