from manim import *

class FractionAnimation(Scene):
    def construct(self):
        # Create the fractions
        fraction1 = MathTex(r"\frac{1}{2}")
        fraction2 = MathTex(r"\frac{1}{3}")

        # Create the result fraction
        result = MathTex(r"\frac{5}{6}")

        # Write the fractions and the result in the center
        fraction1.move_to(LEFT * 10 + UP * 4)
        fraction2.move_to(RIGHT * 10 + UP * 4)
        result.move_to(LEFT * 10 + UP * 2)

        # Write the word "simplified" in green to the right of the result
        green_text = Text("simplified", color=GREEN, font_size=72)
        green_text.move_to(RIGHT * 10 + UP * 2)

        # Create the animations
        transform = VGroup(fraction2, green_text)
        self.play(Transform(fraction1, result))
        self.play(Transform(transform, green_text))
        self.wait()