from manim import *

class FractionTransform(Scene):
    def construct(self):
        # Create the fractions
        frac1 = Fraction(1, 2)
        frac2 = Fraction(1, 3)
        result = frac1 + frac2

        # Create the result and the word "simplified"
        result_text = Text("1/2 + 1/3 = 5/6", font_size=72)
        simplified_text = Text("simplified", font_size=72, color=GREEN)

        # Create the fractions in a VGroup
        fractions = VGroup(frac1, frac2)

        # Arrange the fractions and the words in a VGroup
        fractions_text = VGroup(fractions, result_text)
        fractions_text.arrange(direction=RIGHT, buff=1)
        result_text.arrange(direction=RIGHT, buff=1)

        # Add the fractions and the words to the scene
        self.add(fractions, result_text, simplified_text)

        # Play the animation
        self.play(Write(fractions_text))
        self.play(Write(result_text))
        self.play(Write(simplified_text))
        self.wait()