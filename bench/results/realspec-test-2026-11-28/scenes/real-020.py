from manim import *

class FractionAnimation(Scene):
    def construct(self):
        fraction1 = MathTex(r"\frac{1}{2} + \frac{1}{3}", color=BLACK)
        fraction2 = MathTex(r"\frac{5}{6}", color=GREEN)

        # Set up the numbers
        fraction1 = VGroup(*[Integer(i) for i in range(1,4)])
        text_1 = Text("1/2", font_size=72, color=WHITE)
        fraction1.add(text_1)

        fraction2 = VGroup(*[Integer(i) for i in range(4,7)])
        text_2 = Text("1/3", font_size=72, color=WHITE)
        fraction2.add(text_2)

        fraction3 = VGroup(*[Integer(i) for i in range(7,10)])
        text_3 = Text("5/6", font_size=72, color=WHITE)
        fraction3.add(text_3)

        ints = VGroup(fraction1, fraction2, fraction3)
        texts = VGroup(text_1, text_2, text_3).scale(0.75)
        fraction1.arrange(direction=UP, buff=1)
        fraction2.arrange(direction=UP, buff=1)
        fraction3.arrange(direction=UP, buff=1)

        ints.arrange(buff=2)
        self.add(ints, texts)

        # The mobs replace each other and none are left behind
        self.play(Transform(fraction1[0], fraction1[1]))
        self.play(Transform(fraction1[1], fraction1[2]))

        # The mobs linger after the Transform()
        self.play(Transform(fraction2[0], fraction2[1]))
        self.play(Transform(fraction2[1], fraction2[2]))

        # The mobs linger after the Transform()
        self.play(Transform(fraction3[0], fraction3[1]))
        self.play(Transform(fraction3[1], fraction3[2]))
        self.wait()

        # Add the word "simplified" in green
        text_simplified = Text("simplified", color=GREEN)
        text_simplified.move_to(RIGHT * 1.2)
        self.play(Write(text_simplified))