from manim import *

class NumberLineWithNumbers(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 8, 1], length=10, include_numbers=True)
        dot1 = Dot(line.n2p(1.5), radius=0.12, color=BLUE)
        dot2 = Dot(line.n2p(4), radius=0.12, color=BLUE)
        dot3 = Dot(line.n2p(6.5), radius=0.12, color=BLUE)
        self.play(Create(line))
        self.play(Create(dot1))
        self.play(Write(MathTex("1.5").next_to(dot1, UP, buff=0.7)))
        self.play(Create(dot2))
        self.play(Write(MathTex("4").next_to(dot2, UP, buff=0.7)))
        self.play(Create(dot3))
        self.play(Write(MathTex("6.5").next_to(dot3, UP, buff=0.7)))
        self.wait()