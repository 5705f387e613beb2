"""real-104 (geometry): Draw a triangle, then draw the line from the top vertex perpendicular to the base as a dashed line, mark the right angle with a small square, and label the line h."""

from manim import *


class Main(Scene):
    def construct(self):
        apex, left, right = np.array([0.8, 2, 0]), np.array([-3, -1.5, 0]), np.array([3, -1.5, 0])
        tri = Polygon(apex, left, right)
        foot = np.array([apex[0], left[1], 0])
        height = DashedLine(apex, foot, color=YELLOW)
        mark = RightAngle(Line(foot, right), Line(foot, apex), length=0.3)
        h = MathTex("h", color=YELLOW).next_to(height, RIGHT, buff=0.15)
        self.play(Create(tri))
        self.play(Create(height))
        self.play(Create(mark), Write(h))
        self.wait(0.5)
