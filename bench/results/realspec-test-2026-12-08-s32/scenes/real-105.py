from manim import *

class YellowVectorRotate(Scene):
    def construct(self):
        plane = NumberPlane()
        vector = Arrow(ORIGIN, plane.c2p(2, 1), buff=0, color=YELLOW)
        self.play(Create(plane))
        self.play(GrowArrow(vector))
        self.play(Rotate(vector, angle=90 * DEGREES, about_point=vector.get_start()))
        self.wait()