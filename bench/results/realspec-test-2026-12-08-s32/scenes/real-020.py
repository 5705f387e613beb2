from manim import *

class FractionTransform(Scene):
    def construct(self):
        # create the fractions
        frac1 = MathTex(r"\frac{1}{2}", font_size=72)
        frac2 = MathTex(r"\frac{1}{3}", font_size=72)

        # create the result
        result = MathTex(r"\frac{5}{6}", font_size=72)
        result.move_to(2.5 * UP + 2 * RIGHT)

        # create the word "simplified"
        simplified = Text("simplified", font_size=72, color=GREEN)
        simplified.next_to(result, RIGHT)

        # set up the fractions and result
        frac1.scale(0.75)
        frac2.scale(0.75)
        result.scale(0.75)

        # create the fraction transform
        self.play(Write(frac1))
        self.play(Write(frac2))
        self.play(Transform(frac1, frac2))
        self.play(ReplacementTransform(frac2, result))
        self.wait()

        # transform the result
        self.play(Transform(result, MathTex(r"\frac{5}{6}", font_size=72)))
        self.wait()

        # write the word "simplified"
        self.play(Write(simplified))
        self.wait()