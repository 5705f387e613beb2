from manim import *

class IsoscelesTriangleWithTickMarks(Scene):
    def construct(self):
        base = Line(start=ORIGIN, end=RIGHT * 4, color=ORANGE)
        triangle = Triangle(
            fill_opacity=0.5,
            color=BLUE
        )
        self.play(Create(base))
        self.play(Create(triangle))
        self.wait()