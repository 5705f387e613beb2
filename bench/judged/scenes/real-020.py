from manim import *

class FractionTransform(Scene):
    def construct(self):
        # create the fractions
        frac1 = MathTex(r"\frac{1}{2}", font_size=72)
        frac2 = MathTex(r"\frac{1}{3}", font_size=72)

        # create the result
        result = MathTex(r"\frac{5}{6}", font_size=72)
        result.next_to(frac2, DOWN)

        # create the simplified word
        simplified = Text("simplified", color=GREEN)

        # arrange the objects
        fractions = VGroup(frac1, frac2)
        result_simplified = VGroup(result, simplified)

        fractions.arrange(buff=2)
        result_simplified.arrange(buff=1)

        self.play(Write(fractions))
        self.play(Write(result_simplified))

        # transform the result into 5/6
        self.play(Transform(result, MathTex(r"\frac{5}{6}", font_size=72)))

        # write "simplified" to the right of the result
        self.play(Write(simplified))

        self.wait()