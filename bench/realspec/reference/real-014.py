"""real-014 (text): Write "Step 1", "Step 2" and "Step 3" in a column on the left side of the screen, and then highlight "Step 2" in yellow."""

from manim import *


class Main(Scene):
    def construct(self):
        steps = VGroup(*[Text(f"Step {i}") for i in (1, 2, 3)]).arrange(DOWN, aligned_edge=LEFT, buff=0.6)
        steps.to_edge(LEFT, buff=1)
        self.play(Write(steps))
        self.wait(0.5)
        self.play(steps[1].animate.set_color(YELLOW))
        self.wait(0.5)
