from manim import *

class HighlightStep(Scene):
    def construct(self):
        steps = VGroup(
            Text("Step 1"),
            Text("Step 2"),
            Text("Step 3"),
        ).arrange(RIGHT, buff=0.5)
        steps[1].to_edge(LEFT, buff=1)
        self.play(Write(steps[0]))
        self.play(Write(steps[1]))
        self.play(Write(steps[2]))
        self.play(Indicate(steps[1], color=YELLOW))
        self.wait()