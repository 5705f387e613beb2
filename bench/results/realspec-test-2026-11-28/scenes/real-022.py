from manim import *


class EulerIdentity(Scene):
    def construct(self):
        equation = MathTex(r'e^{\pi i} + 1 = 0').scale(2).move_to(UP)
        self.play(Create(equation))
        self.play(equation.animate.shift(RIGHT * 3), equation.animate.scale(0.5))
        self.wait()