from manim import *

class RotateTriangle(Scene):
    def construct(self):
        triangle = Triangle(color=RED, fill_opacity=0.6)
        self.play(Rotate(triangle, angle=120*DEGREES))
        self.play(Rotate(triangle, angle=120*DEGREES))
        self.play(Rotate(triangle, angle=120*DEGREES))
        self.wait()