from manim import *


class DotAlongArcTrail(Scene):
    """A dashed grey semicircle arches over the screen from the left side to the right side; a yellow dot then moves along it from left to right and leaves a solid yellow trail over the dashes (DashedVMobject, MoveAlongPath, TracedPath)."""

    def construct(self):
        # a half circle over the top: starts at the left (angle PI) and turns clockwise to the right
        arc = Arc(radius=4, start_angle=PI, angle=-PI).shift(DOWN * 2)
        dashed_arc = DashedVMobject(arc, num_dashes=40).set_color(GREY)
        dot = Dot(arc.get_start(), color=YELLOW, radius=0.12)
        trail = TracedPath(dot.get_center, stroke_color=YELLOW, stroke_width=5)
        self.play(Create(dashed_arc))
        self.play(FadeIn(dot))
        self.add(trail, dot)
        self.play(MoveAlongPath(dot, arc), run_time=4, rate_func=linear)
        self.wait()
