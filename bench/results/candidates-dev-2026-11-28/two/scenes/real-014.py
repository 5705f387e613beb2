from manim import *

class HighlightStep(Scene):
    def construct(self):
        steps = VGroup(
            Text("Step 1", color=YELLOW),
            Text("Step 2", color=YELLOW),
            Text("Step 3", color=YELLOW),
        ).arrange(RIGHT, buff=0.5)
        self.play(Write(steps[0]))
        self.play(FadeIn(steps[1], shift=DOWN * 0.3))
        self.play(FadeIn(steps[2], shift=DOWN * 0.3))
        yellow_box = SurroundingRectangle(steps[1], color=YELLOW, buff=0.15)
        self.play(Create(yellow_box))
        self.wait()