"""real-102 (geometry): Draw two parallel horizontal lines cut by a slanted line, and mark the two alternate angles with arcs in the same colour, labelled 50°."""

from manim import *


class Main(Scene):
    def construct(self):
        top = Line(LEFT * 5 + UP * 1.5, RIGHT * 5 + UP * 1.5)
        bottom = Line(LEFT * 5 + DOWN * 1.5, RIGHT * 5 + DOWN * 1.5)
        cut = Line(LEFT * 2.5 + DOWN * 3, RIGHT * 2.5 + UP * 3)
        p = line_intersection(top.get_start_and_end(), cut.get_start_and_end())
        q = line_intersection(bottom.get_start_and_end(), cut.get_start_and_end())
        a1 = Angle(Line(p, p + LEFT), Line(p, q), radius=0.6, color=YELLOW)
        a2 = Angle(Line(q, q + RIGHT), Line(q, p), radius=0.6, color=YELLOW)
        l1 = MathTex(r"50^\circ", font_size=36).move_to(p + np.array([-1.05, -0.45, 0]))
        l2 = MathTex(r"50^\circ", font_size=36).move_to(q + np.array([1.05, 0.45, 0]))
        self.play(Create(top), Create(bottom))
        self.play(Create(cut))
        self.play(Create(a1), Create(a2))
        self.play(Write(l1), Write(l2))
        self.wait(0.5)
