from manim import *

class FractionTransformAndWrite(Scene):
    def construct(self):
        # Create the first fraction
        frac1 = Fraction(1, 2, color=RED)
        frac1.set_description("1/2")

        # Create the second fraction
        frac2 = Fraction(1, 3, color=BLUE)
        frac2.set_description("1/3")

        # Create the sum of the fractions
        sum_frac = Add(frac1, frac2)
        sum_frac.set_description("1/2 + 1/3")

        # Transform the sum fraction into 5/6
        final_sum = sum_frac.scale(2, 2)
        final_sum.set_description("5/6")

        # Transform the fraction into 5/6
        sum_frac.transform(final_sum)

        # Write "simplified" in green
        simplified = Text("simplified", color=GREEN)
        simplified.move_to(sum_frac.get_center() + RIGHT * 2)

        self.play(Write(sum_frac))
        self.play(Transform(sum_frac, final_sum))
        self.play(Transform(sum_frac, simplified))
        self.wait()