from manim import *

class FractionAnimation(Scene):
    def construct(self):
        # Create the fractions
        fraction1 = MathTex(r"\frac{1}{2}")
        fraction2 = MathTex(r"\frac{1}{3}")

        # Create the result fraction
        result_fraction = MathTex(r"\frac{5}{6}")

        # Create the word "simplified"
        simplified_word = Text("simplified", color=GREEN)

        # Add the fractions and the result fraction to the scene
        self.add(fraction1, fraction2, result_fraction)

        # Transform the fractions into the result fraction
        self.play(Transform(fraction1, result_fraction))
        self.play(Transform(fraction2, result_fraction))

        # Write the word "simplified" to the right of the result fraction
        self.play(Transform(result_fraction, result_fraction.copy().move_to(result_fraction.get_center() + RIGHT * 0.5)))
        self.play(Transform(result_fraction, result_fraction.copy().move_to(result_fraction.get_center() + RIGHT * 1.0)))
        self.play(Transform(result_fraction, result_fraction.copy().move_to(result_fraction.get_center() + RIGHT * 1.5)))
        self.play(Transform(result_fraction, result_fraction.copy().move_to(result_fraction.get_center() + RIGHT * 2.0)))
        self.play(Transform(result_fraction, result_fraction.copy().move_to(result_fraction.get_center() + RIGHT * 2.5)))
        self.play(Transform(result_fraction, result_fraction.copy().move_to(result_fraction.get_center() + RIGHT * 3.0)))
        self.play(Transform(result_fraction, result_fraction.copy().move_to(result_fraction.get_center() + RIGHT * 3.5)))
        self.play(Transform(result_fraction, result_fraction.copy().move_to(result_fraction.get_center() + RIGHT * 4.0)))
        self.play(Transform(result_fraction, result_fraction.copy().move_to(result_fraction.get_center() + RIGHT * 4.5)))
        self.play(Transform(result_fraction, result_fraction.copy().move_to(result_fraction.get_center() + RIGHT * 5.0)))

        # Add the word "simplified" to the scene
        self.add(simplified_word)