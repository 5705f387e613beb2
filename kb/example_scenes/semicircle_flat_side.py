from manim import *


class SemicircleFlatSide(Scene):
    """A gold semicircle (a half circle) lying on its flat side, the flat side at the bottom: a half circle arc of radius 2 over the top (Arc(radius=2, start_angle=0, angle=PI)) closed by its diameter, a straight gold line along the bottom; then a white radius is drawn from the middle of the flat side straight up to the top of the arc, and the label "r" appears beside that line."""

    def construct(self):
        centre = DOWN * 1
        arc = Arc(radius=2, start_angle=0, angle=PI, arc_center=centre, color=GOLD)
        # the arc runs from its right end to its left end; the diameter closes it along the bottom
        diameter = Line(arc.get_end(), arc.get_start(), color=GOLD)
        semicircle = VGroup(arc, diameter)
        radius = Line(centre, arc.get_top(), color=WHITE)
        r_label = MathTex("r").next_to(radius, RIGHT, buff=0.2)
        self.play(Create(semicircle), run_time=2)
        self.play(Create(radius))
        self.play(Write(r_label))
        self.wait()
