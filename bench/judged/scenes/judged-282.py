from manim import *


class StepColumns(Scene):
    def construct(self):
        column = VGroup(
            Text("Step 1"),
            Text("Step 2"),
            Text("Step 3"),
        ).arrange(DOWN, buff=0.5)
        self.play(Write(column))
        self.play(column[1].animate.set_color(GREEN))
        self.wait()