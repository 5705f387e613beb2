from manim import *

class FractionAnimation(Scene):
    def construct(self):
        fraction1 = MathTex(r"\frac{1}{2} + \frac{1}{3}", color=BLACK)
        fraction2 = MathTex(r"\frac{5}{6}", color=GREEN)

        # transform the fraction from 1/2 + 1/3 to 5/6
        fraction1.animate.scale(0.5).next_to(fraction2, direction=RIGHT)

        # write "simplified" in green
        simplified = Text("simplified", color=GREEN)
        simplified.next_to(fraction2, direction=RIGHT)

        self.play(Write(fraction1))
        self.play(Write(fraction2))
        self.play(Write(simplified))
        self.wait()