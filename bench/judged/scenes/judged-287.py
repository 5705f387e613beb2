from manim import *

class EquationRewritten(Scene):
    def construct(self):
        equation = MathTex(r"x", "+", "2", "=", "5")
        self.play(Write(equation))
        self.play(equation.animate.shift(RIGHT * 2))
        self.play(equation.animate.shift(DOWN * 2))
        self.play(equation.animate.shift(RIGHT * 2))
        self.wait()

        # Create and write the equation "x = 3"
        equation2 = MathTex(r"x", "=", "3")
        equation2.next_to(equation, DOWN)
        self.play(Write(equation2))
        self.wait()
