"""real-087 (sequences): A dot starts at the left, moves right, then up, then back to where it started, leaving a visible trail behind it."""

from manim import *


class Main(Scene):
    def construct(self):
        dot = Dot(LEFT * 4 + DOWN * 1.5, color=YELLOW, radius=0.12)
        trail = TracedPath(dot.get_center, stroke_color=YELLOW, stroke_width=4)
        self.add(trail, dot)
        self.wait(0.2)
        self.play(dot.animate.shift(RIGHT * 6))
        self.play(dot.animate.shift(UP * 3))
        self.play(dot.animate.move_to(LEFT * 4 + DOWN * 1.5))
        self.wait(0.5)
