from manim import *

class RhombusAndRectangle(Scene):
    def construct(self):
        rhombus = Polygon(RIGHT * 4, UP * 2, LEFT * 4, DOWN * 2)
        rhombus.set_color(GREEN)
        midpoints = rhombus.get_midpoint()

        # Draw white lines between midpoints
        top = Line(midpoints[0], midpoints[2], color=WHITE)
        bottom = Line(midpoints[0], midpoints[1], color=WHITE)
        left = Line(midpoints[1], midpoints[2], color=WHITE)
        right = Line(midpoints[1], midpoints[0], color=WHITE)

        self.play(Create(rhombus), Create(top), Create(bottom), Create(left), Create(right))
        self.wait()