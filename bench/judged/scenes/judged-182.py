from manim import *

class StepNumbers(Scene):
    def construct(self):
        step1 = Text("Step 1", color=RED)
        step2 = Text("Step 2", color=GREEN)
        step3 = Text("Step 3", color=BLUE)
        self.play(Write(step1))
        self.play(ReplacementTransform(step1, step2))
        self.play(ReplacementTransform(step2, step3))
        self.wait()