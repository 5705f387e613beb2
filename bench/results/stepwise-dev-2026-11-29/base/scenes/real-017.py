from manim import *


class SolveEquationSteps(Scene):
    def construct(self):
        steps = [
            MathTex("3x", "-", "5", "=", "10"),
            MathTex("3x", "=", "10", "+", "5"),
            MathTex("3x", "=", "15"),
            MathTex("x", "=", "15", "/", "3"),
            MathTex("x", "=", "5"),
        ]
        current = steps[0]
        self.play(Write(current))
        for step in steps[1:]:
            self.wait(0.5)
            step.next_to(current, DOWN)
            self.play(TransformFromCopy(current, step))
            current = step
        box = SurroundingRectangle(steps[-1], color=YELLOW, buff=0.15)
        self.play(Create(box))
        self.wait()
