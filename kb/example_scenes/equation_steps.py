from manim import *


class SolveEquationSteps(Scene):
    """Step-by-step equation solving: 2x + 3 = 7 becomes 2x = 4 then x = 2, each step replacing the previous one with TransformMatchingTex."""

    def construct(self):
        steps = [
            MathTex("2x", "+", "3", "=", "7"),
            MathTex("2x", "=", "7", "-", "3"),
            MathTex("2x", "=", "4"),
            MathTex("x", "=", "2"),
        ]
        current = steps[0]
        self.play(Write(current))
        for step in steps[1:]:
            self.wait(0.5)
            self.play(TransformMatchingTex(current, step))
            current = step
        self.play(Circumscribe(current))
        self.wait()
