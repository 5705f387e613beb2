from manim import *


class StarGraph(Scene):
    def construct(self):
        centre = Circle(color=WHITE, radius=2)
        outer = [Circle(color=WHITE, radius=0.5) for _ in range(5)]
        self.play(Create(centre))
        for i, outer_circle in enumerate(outer):
            self.play(outer_circle.animate.move_to(ORIGIN + RIGHT * (i + 1) * 0.5))
        self.play(centre.animate.scale(3))
        self.wait()