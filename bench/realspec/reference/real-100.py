"""real-100 (geometry): Draw an isosceles triangle, mark the two equal sides with small tick marks, and label the top vertex P and the base angles x."""

from manim import *


class Main(Scene):
    def construct(self):
        apex, left, right = np.array([0, 2.2, 0]), np.array([-2, -1.5, 0]), np.array([2, -1.5, 0])
        tri = Polygon(apex, left, right)
        ticks = VGroup()
        for end in (left, right):
            side = Line(apex, end)
            tick = Line(UP * 0.15, DOWN * 0.15).rotate(side.get_angle()).move_to(side.get_center())
            ticks.add(tick)
        p = MathTex("P").next_to(apex, UP, buff=0.15)
        x1 = MathTex("x").move_to(left + np.array([0.7, 0.25, 0]))
        x2 = MathTex("x").move_to(right + np.array([-0.7, 0.25, 0]))
        self.play(Create(tri))
        self.play(Create(ticks))
        self.play(Write(p), Write(x1), Write(x2))
        self.wait(0.5)
