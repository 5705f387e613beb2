"""real-080 (layout): Show the word "Top" at the top edge, "Bottom" at the bottom edge, "Left" at the left edge and "Right" at the right edge of the screen, and a white dot in the centre."""

from manim import *


class Main(Scene):
    def construct(self):
        top = Text("Top").to_edge(UP)
        bottom = Text("Bottom").to_edge(DOWN)
        left = Text("Left").to_edge(LEFT)
        right = Text("Right").to_edge(RIGHT)
        dot = Dot(ORIGIN, color=WHITE)
        self.play(FadeIn(dot))
        self.play(Write(top), Write(bottom), Write(left), Write(right))
        self.wait(0.5)
