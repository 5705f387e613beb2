from manim import *


class PiReplace(Scene):
    def construct(self):
        pi_text = Text("3.14", font_size=72)
        pi_symbol = MathTex(r"\pi").next_to(pi_text, DL, buff=0.1)
        self.play(Write(pi_text))
        self.play(Transform(pi_text, pi_symbol))
        self.wait()