from manim import *


class StepHighlight(Scene):
    def construct(self):
        steps = VGroup(
            Text("Step 1"),
            Text("Step 2"),
            Text("Step 3"),
        ).arrange(DOWN, buff=0.5)
        for step in steps:
            self.play(Write(step))
        highlight = Text("Step 2", color=YELLOW)
        self.play(Write(highlight))
        self.wait()