from manim import *

class YellowVectorRotate(Scene):
    def construct(self):
        plane = NumberPlane()
        vector = Arrow(ORIGIN, plane.c2p(2, 1), buff=0, color=YELLOW)
        self.play(Create(plane))
        self.play(GrowArrow(vector))
        self.play(Rotate(vector, angle=PI / 2, about_point=ORIGIN))
        self.wait()