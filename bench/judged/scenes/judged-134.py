from manim import *

class TriangleMoveAndRotate(Scene):
    def construct(self):
        triangle = Triangle(color=GREEN)
        # move to the bottom left corner
        triangle.to_corner(UL)
        # create the dot that will be used as the pivot
        dot = Dot(triangle.get_corner(DL), color=RED, radius=0.1)
        # create the line that will move the triangle
        line = Line(ORIGIN, RIGHT * 4, color=BLUE)
        self.play(Create(triangle), Create(dot), Create(line))
        # rotate the triangle 90 degrees
        self.play(Rotate(triangle, angle=90 * DEGREES, about_point=dot.get_center()), run_time=2)
        # wait for a while
        self.wait()