from manim import *

class LoadingTextExample(Scene):
    def construct(self):
        text = Text("Loading...", color=WHITE).scale(1.5).move_to(LEFT)
        spinner = Arc(start_angle=0, angle=PI, radius=0.1, color=WHITE)

        self.play(Blink(spinner, blinks=2))
        self.play(Transform(text, Text("Loading...").scale(1.5).move_to(LEFT)))