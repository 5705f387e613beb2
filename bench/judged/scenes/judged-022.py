from manim import *


class SolveEquationSteps(Scene):
    def construct(self):
        steps = [
            MathTex("5x", "+", "2", "=", "17"),
            MathTex("5x", "=", "17", "-", "2"),
            MathTex("5x", "=", "15"),
            MathTex("x", "=", "15", "/", "5"),
            MathTex("x", "=", "3"),
        ]
        current = steps[0]
        self.play(Write(current))
        for step in steps[1:]:
            self.wait(0.5)
            self.play(TransformMatchingTex(current, step))
            current = step
        self.play(Circumscribe(current))
        self.wait()