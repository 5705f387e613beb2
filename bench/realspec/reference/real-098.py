"""real-098 (geometry): Draw a triangle with vertices labelled A, B and C, mark its three angles with arcs, and write that the angles add up to 180 degrees underneath."""

from manim import *


class Main(Scene):
    def construct(self):
        pa, pb, pc = np.array([-3, -1.2, 0]), np.array([2.5, -1.2, 0]), np.array([-0.5, 2, 0])
        tri = Polygon(pa, pb, pc, color=WHITE)
        labels = VGroup(
            MathTex("A").next_to(pa, DL, buff=0.15),
            MathTex("B").next_to(pb, DR, buff=0.15),
            MathTex("C").next_to(pc, UP, buff=0.15),
        )
        arcs = VGroup(
            Angle(Line(pa, pb), Line(pa, pc), radius=0.5, color=YELLOW),
            Angle(Line(pb, pc), Line(pb, pa), radius=0.5, color=YELLOW),
            Angle(Line(pc, pa), Line(pc, pb), radius=0.5, color=YELLOW),
        )
        total = MathTex(r"\alpha + \beta + \gamma = 180^\circ").next_to(tri, DOWN, buff=0.5)
        self.play(Create(tri))
        self.play(Write(labels))
        self.play(Create(arcs))
        self.play(Write(total))
        self.wait(0.5)
