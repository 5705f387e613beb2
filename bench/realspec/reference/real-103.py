"""real-103 (geometry): Draw a rectangle with a diagonal, label the width 4 and the height 3 next to their sides, and label the diagonal 5."""

from manim import *


class Main(Scene):
    def construct(self):
        rect = Rectangle(width=5, height=3.5, color=WHITE)
        diag = Line(rect.get_corner(DL), rect.get_corner(UR), color=YELLOW)
        w = MathTex("4").next_to(rect, DOWN)
        h = MathTex("3").next_to(rect, LEFT)
        d = MathTex("5", color=YELLOW).next_to(diag.get_center(), UL, buff=0.15)
        self.play(Create(rect))
        self.play(Create(diag))
        self.play(Write(w), Write(h), Write(d))
        self.wait(0.5)
