from manim import *


class FractionText(Scene):
    def construct(self):
        # Create the fraction text
        fraction = Text("3/4").move_to(RIGHT * 2)
        self.play(Write(fraction))

        # Create the decimal text
        decimal = DecimalNumber(0.75).next_to(fraction, DOWN * 0.5)
        self.play(Write(decimal))

        # Create the percentage text
        percentage = Text("75%").next_to(decimal, DOWN * 0.5)
        self.play(Write(percentage))

        # Show the fraction, decimal, and percentage one at a time
        self.play(FadeIn(fraction))
        self.play(FadeIn(decimal))
        self.play(FadeIn(percentage))
        self.wait()