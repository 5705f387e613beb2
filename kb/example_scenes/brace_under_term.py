from manim import *


class BraceUnderTerm(Scene):
    """The formula (a+b)^2 = a^2 + 2ab + b^2 is written in the centre, then only its middle term 2ab turns orange and a brace grows under that term with a short label "cross term" under the brace (MathTex split into parts, part picked by index, Brace, get_text)."""

    def construct(self):
        formula = MathTex("(a+b)^2", "=", "a^2", "+", "2ab", "+", "b^2", font_size=72)
        term = formula[4]  # the parts are numbered from 0: "2ab" is part 4
        brace = Brace(term, DOWN, color=ORANGE)
        label = brace.get_text("cross term")
        label.set_color(ORANGE)
        self.play(Write(formula))
        self.play(term.animate.set_color(ORANGE))
        self.play(GrowFromCenter(brace))
        self.play(FadeIn(label, shift=UP * 0.2))
        self.wait()
