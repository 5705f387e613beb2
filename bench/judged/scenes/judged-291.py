from manim import *


class NumberLineDotMove(Scene):
    def construct(self):
        line = NumberLine(x_range=[0, 8, 1], length=11, include_numbers=True)
        dot = Dot(line.n2p(2), radius=0.12, color=GREEN)
        self.play(Create(line))
        self.play(Create(dot))
        self.play(dot.animate.move_to(line.n2p(6)))
        self.play(Write(MathTex("6", color=GREEN, font_size=60).next_to(dot, UP, buff=0.6)))
        self.wait()