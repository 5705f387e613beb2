from manim import *

class SolveEquationSteps(Scene):
    def construct(self):
        steps = [
            MathTex("3x", "-", "5", "=", "10"),
            MathTex("3x", "=", "15"),  # Write 3x = 15 under the previous line
            MathTex("x", "=", "5"),  # Write x = 5 under the previous line
        ]
        current = steps[0]
        self.play(Write(current))
        for step in steps[1:]:
            self.wait(0.5)
            self.play(TransformMatchingTex(current, step))  # TransformMatchingTex replaces the previous step with the new one
            current = step
        box = SurroundingRectangle(steps[-1], color=YELLOW, buff=0.1)  # Draw a box around the final answer
        self.play(Create(box))
        self.wait()