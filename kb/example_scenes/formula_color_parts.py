from manim import *


class ColoredFormula(Scene):
    """A formula (E = mc^2) with its parts coloured differently and a brace with a label under one part."""

    def construct(self):
        formula = MathTex("E", "=", "m", "c^2", font_size=96)
        formula.set_color_by_tex("E", YELLOW)
        formula[3].set_color(BLUE)
        brace = Brace(formula[3], DOWN)
        note = brace.get_text("speed of light squared")
        self.play(Write(formula))
        self.play(GrowFromCenter(brace), FadeIn(note))
        self.wait()
