"""spec-077 (sequences): A dot moves around a circle and traces its path."""

from manim import *


class Main(Scene):
    def construct(self):
        path = Circle(radius=2)
        dot = Dot(path.point_from_proportion(0), color=YELLOW)
        trail = TracedPath(dot.get_center, stroke_color=YELLOW)
        self.add(dot, trail)
        self.play(MoveAlongPath(dot, path), run_time=2)
        self.wait(0.3)
