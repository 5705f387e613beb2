"""real-117 (regions): Draw a thin white border around the whole screen, then show a red dot bouncing from the left edge to the right edge and back inside it."""

from manim import *


class Main(Scene):
    def construct(self):
        border = Rectangle(width=config.frame_width - 0.2, height=config.frame_height - 0.2, color=WHITE, stroke_width=2)
        dot = Dot(LEFT * 6.5, color=RED, radius=0.15)
        self.play(Create(border))
        self.play(FadeIn(dot))
        self.play(dot.animate.move_to(RIGHT * 6.5), run_time=1.5)
        self.play(dot.animate.move_to(LEFT * 6.5), run_time=1.5)
        self.wait(0.3)
