from manim import *

class NumberLineWithDots(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 8, 1], length=10, include_numbers=True)
        dot1 = Dot(line.n2p(1.5), radius=0.12, color=BLUE)
        dot2 = Dot(line.n2p(4), radius=0.12, color=BLUE)
        dot3 = Dot(line.n2p(6.5), radius=0.12, color=BLUE)
        notation1 = MathTex("1.5", color=BLUE).next_to(dot1, UP, buff=0.6)
        notation2 = MathTex("4", color=BLUE).next_to(dot2, UP, buff=0.6)
        notation3 = MathTex("6.5", color=BLUE).next_to(dot3, UP, buff=0.6)
        self.play(Create(line))
        self.play(LaggedStart(Create(dot1), Create(dot2), Create(dot3), lag_ratio=1))
        self.play(Write(notation1), Write(notation2), Write(notation3))
        self.wait()