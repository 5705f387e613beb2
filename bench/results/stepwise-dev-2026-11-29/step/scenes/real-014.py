from manim import *

class StepNumbers(Scene):
    def construct(self):
        step_numbers = VGroup(
            Text("Step 1", color=YELLOW),
            Text("Step 2", color=YELLOW),
            Text("Step 3", color=YELLOW),
        ).arrange(RIGHT, buff=0.5)
        step_numbers.to_edge(LEFT)
        self.play(Write(step_numbers[0]))
        step_numbers.to_edge(RIGHT)
        self.play(Write(step_numbers[1]))
        step_numbers.to_edge(LEFT)
        self.play(Write(step_numbers[2]))
        self.wait()