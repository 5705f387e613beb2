from manim import *

class StepHighlight(Scene):
    def construct(self):
        steps = VGroup(
            Text("Step 1"),
            Text("Step 3"),
        ).arrange(DOWN, buff=0.5)
        steps.to_edge(LEFT)
        for step in steps:
            self.play(Write(step))
        highlight = Text("Step 2", color=YELLOW)
        highlight.to_edge(LEFT)
        self.play(Write(highlight))
        self.wait()
