from manim import *


class ProductRule(Scene):
    def construct(self):
        terms = VGroup(
            MathTex(r"f'g + fg'").scale(1.2),
            Tex(r"f'", color=YELLOW),
            Tex(r"g'", color=YELLOW),
            Tex(r"fg'", color=GREEN),
        )
        terms.arrange(RIGHT, buff=0.3)
        self.play(Write(terms))
        self.play(Indicate(terms[1], color=YELLOW), Indicate(terms[2], color=YELLOW), Indicate(terms[3], color=GREEN))
        self.wait()